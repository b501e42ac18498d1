import { useState } from 'react';
import * as styles from './avatar.css.ts';

export type AvatarProps = {
  src?: string | null;
  /** The person's name: the image's text alternative, and the initials when there is no image. */
  name: string;
  size?: 'small' | 'medium' | 'large';
  /** Next to the name already written out: hidden from screen readers so the name is not read twice. */
  decorative?: boolean;
};

/** "Ayşe Nur Yılmaz" → "AY": the first letters of the first and last names, in Turkish case. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('tr') || '?';
}

/** A person's picture, or their initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 'medium', decorative = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const content = showImage ? (
    <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
  ) : (
    <span aria-hidden="true">{initialsOf(name)}</span>
  );
  if (decorative)
    return (
      <span className={styles.size[size]} aria-hidden="true">
        {content}
      </span>
    );
  return (
    <span className={styles.size[size]} role="img" aria-label={name}>
      {content}
    </span>
  );
}
