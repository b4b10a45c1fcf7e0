import { createContext, type ReactNode } from 'react';
import type { NavItem } from '../../generated/schema-types';

/**
 * A feature's control in place of a menu item that is not a link (the Buy menu's "Pay with" fiat
 * choice): the app provides it, MenuItems asks it for each link-less item, in the header's menus
 * and in the drawer alike. null: the item renders as its title and description.
 */
export const ItemSlot = createContext<((item: NavItem) => ReactNode) | null>(null);
