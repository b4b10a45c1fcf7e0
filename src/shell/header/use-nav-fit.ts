import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitCount } from './nav-fit.utils';

/**
 * Fits a nav row: every item is rendered (the ones that do not fit stay in the DOM, inert and
 * out of flow, so they can still be measured), and before the browser paints, the row's width
 * and each item's width decide how many show. The last child of the list is the "More" item.
 * A ResizeObserver refits when the row or an item changes size (window, language, web font).
 */
export function useNavFit(list: RefObject<HTMLUListElement | null>, count: number): number {
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul) return undefined;
    const measure = () => {
      const lis = [...ul.children] as HTMLElement[];
      const more = lis.pop();
      const widths = lis.map((li) => li.getBoundingClientRect().width);
      const gap = parseFloat(getComputedStyle(ul).columnGap) || 0;
      setFit(fitCount(widths, more?.getBoundingClientRect().width ?? 0, ul.clientWidth, gap));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(ul);
    for (const li of ul.children) observer.observe(li);
    return () => observer.disconnect();
  }, [list, count]);
  return Math.min(fit, count);
}
