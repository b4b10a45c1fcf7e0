import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref`'s element comes within `margin` (a CSS rootMargin) of the viewport, and from then
 * on; true at once where IntersectionObserver is missing.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, margin = '0px'): boolean {
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, ref, margin]);
  return near;
}
