// The glyphs of the networks the site files list (sites/*.yaml `social`), 24 × 24, are symbols of
// one SVG sprite beside this file: the footer draws them with <use>, so their paths are not part
// of the home page's JavaScript (docs/performance-method.md, the 185 KB ceiling). The sprite's ids are this list.
import sprite from './social-glyphs.svg?no-inline';

/** Display names of the networks (proper nouns: not translated). */
export const NETWORK_NAMES: Record<string, string> = {
  x: 'X',
  telegram: 'Telegram',
  discord: 'Discord',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  facebook: 'Facebook',
  reddit: 'Reddit',
};

/** The network's glyph; an unknown network gets its initial (styled by social-links.css). */
export function SocialIcon({ id }: { id: string }) {
  if (!Object.hasOwn(NETWORK_NAMES, id))
    return (
      <span aria-hidden="true" className="m-social__initial">
        {id.charAt(0).toUpperCase()}
      </span>
    );
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="m-social__glyph">
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
