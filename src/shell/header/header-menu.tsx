import { Disclosure, type DisclosureProps } from '../ui/disclosure';
import { useHeaderMenuBinding } from './menu-state';

type Props = Pick<DisclosureProps, 'label' | 'ariaLabel' | 'align' | 'collect' | 'panelClass' | 'children'> & { id: string };

/**
 * A header menu: the shell's Disclosure anchored under its button (WAI-ARIA disclosure navigation),
 * one open at a time across the header; `ariaLabel` names an icon button and is its title.
 */
export function HeaderMenu({ id, ariaLabel, ...rest }: Props) {
  return <Disclosure variant="anchored" menuId={id} ariaLabel={ariaLabel} title={ariaLabel} {...useHeaderMenuBinding(id)} {...rest} />;
}
