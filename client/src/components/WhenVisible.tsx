import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes near the viewport (within `margin`), so what lies
 * below the fold (a detail page's comments) loads its code and data only for readers who scroll
 * to it. Without IntersectionObserver it renders the children at once (in a browser; the server renderer
 * renders the placeholder).
 */
export function WhenVisible({ placeholder, children, margin = '300px' }: { placeholder: ReactNode; children: ReactNode; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // The server renders the placeholder, as the browser's first render (which hydrates it) does.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? <>{children}</> : <div ref={ref}>{placeholder}</div>;
}
