// The width a chart has to draw in, followed as its element resizes (and when the element appears later); the
// server renders with the fallback.
import { useEffect, useState } from 'react';

export function useChartWidth<T extends HTMLElement>(fallback = 720) {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports the first size at once, then every change.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return { ref: setElement, width };
}
