import { BOTTOM_NAV_HIDE_SCROLL_PX } from '@kiwi/domain';
import { useEffect, useState } from 'react';

/**
 * The bottom bar hides while the user scrolls down past the threshold and
 * comes back as soon as they scroll up or return near the top.
 */
export function nextHiddenState(
  wasHidden: boolean,
  previousY: number,
  currentY: number,
  threshold: number = BOTTOM_NAV_HIDE_SCROLL_PX,
): boolean {
  if (currentY <= threshold) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}

export function useHideOnScroll(threshold: number = BOTTOM_NAV_HIDE_SCROLL_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    const onScroll = () => {
      const currentY = window.scrollY;
      setHidden((wasHidden) => nextHiddenState(wasHidden, previousY, currentY, threshold));
      previousY = currentY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
