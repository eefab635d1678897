// A profile picture is decoded and re-encoded in the file sandbox (server/files/sandbox/, task 'image.profilePicture'),
// never in the web process: its typed refusals (InvalidMIMETypeError, PayloadTooLargeError) cross unchanged; a picture
// that passes a bound of the sandbox is PayloadTooLargeError naming it, one that stops the decoder InvalidMIMETypeError.
import { AppError } from '../../lib/errors';
import { FileTooComplexError, UnreadableFileError, runInSandbox } from '../files/sandbox/file-sandbox';
import { PROFILE_PICTURE_TYPES } from './profile-picture-image';

export async function toProfilePictureInSandbox(data: Buffer): Promise<Buffer> {
  try {
    const picture = await runInSandbox('image.profilePicture', { data });
    return Buffer.from(picture.buffer, picture.byteOffset, picture.byteLength);
  } catch (error) {
    if (error instanceof FileTooComplexError) throw new AppError('PayloadTooLargeError', { reason: 'FILE_TOO_COMPLEX', limit: error.limit });
    if (error instanceof UnreadableFileError) throw new AppError('InvalidMIMETypeError', { allowed: [...PROFILE_PICTURE_TYPES], detected: null });
    throw error;
  }
}
