// A card image before the set exists: a data: URL (chosen in the editor) or a stored image URL is shown as it is; an
// import preview's image (the caller's own, behind the sign-in) is loaded with the access token and shown from an
// object URL, released when the image leaves the screen.
import { useEffect, useState } from 'react';
import { importImageNameOf } from '../../../lib/contracts/flashcard-import';
import { getImportImage } from '../api/get-import-image';

export function CardImage({ src, alt }: { src: string; alt: string }) {
  const name = importImageNameOf(src);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (name === null) return undefined;
    let url: string | null = null;
    let active = true;
    getImportImage(name).then(
      (blob) => {
        if (!active) return;
        url = URL.createObjectURL(blob);
        setObjectUrl(url);
      },
      () => undefined,
    );
    return () => {
      active = false;
      if (url) URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [name]);
  const shown = name === null ? src : objectUrl;
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL, the API's image route, or an object URL of an import image
  return shown ? <img src={shown} alt={alt} loading="lazy" data-import-image={name ?? undefined} /> : null;
}
