// A know's title proposed from its file's name (uploads, and the details page's ?filename=): the name without folder
// and extension, underscores, dots and joined hyphens as spaces, control characters dropped, at most 120 characters.
import { KNOW_TITLE_MAX_LENGTH } from '../../config/know-uploads';

export function titleFromFilename(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
  return withoutExtension
    .replace(/[_.]+|(?<=\S)-(?=\S)|\s+/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters never belong in a title
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, KNOW_TITLE_MAX_LENGTH)
    .trim();
}
