import { type RefObject, useEffect, useState } from 'react';

/** Width of an element, following resizes; `fallback` where ResizeObserver is missing (tests). */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    setWidth(element.getBoundingClientRect().width || fallback);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return width;
}
