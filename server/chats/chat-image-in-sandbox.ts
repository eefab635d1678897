// A chat image is decoded and re-encoded in the file sandbox (server/files/sandbox/, task 'image.chat'), never in the
// web process: its typed refusals cross unchanged; an image past a bound of the sandbox is PayloadTooLargeError naming
// it, one that stops the decoder InvalidMIMETypeError.
import { AppError } from '../../lib/errors';
import { FileTooComplexError, UnreadableFileError, runInSandbox } from '../files/sandbox/file-sandbox';
import { invalidChatImageType } from './chat-image-file';

export async function toChatImageInSandbox(data: Buffer, name: string): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const image = await runInSandbox('image.chat', { data, name });
    return { ...image, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
  } catch (error) {
    if (error instanceof FileTooComplexError) throw new AppError('PayloadTooLargeError', { reason: 'FILE_TOO_COMPLEX', limit: error.limit });
    if (error instanceof UnreadableFileError) throw invalidChatImageType(null, name);
    throw error;
  }
}
