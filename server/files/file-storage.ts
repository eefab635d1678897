// What a file storage is: the one small interface every implementation (memory, local disk, S3) fulfils and every
// caller depends on. It imports no implementation; which one a process uses is chosen in storage.ts.

export type StoredFile = { data: Buffer; contentType: string };

export type SignedDownloadOptions = {
  /** How long the URL works, in seconds (1 to 604,800, S3's own limit). */
  expiresInSeconds: number;
  /** Offered as the download's file name (Content-Disposition: attachment); unset: shown inline. */
  fileName?: string;
};

export interface FileStorage {
  /** Writes the file under the key, replacing any file there; readers see the old or the new file, never a part. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file and its content type, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; no error when there is none. */
  delete(key: string): Promise<void>;
  /** A URL that serves the file without the app for a limited time (S3: a presigned GET); absent on storages that
   *  can only be read through the app (memory, local disk). It says nothing of whether the file exists. */
  signedDownloadUrl?(key: string, options: SignedDownloadOptions): Promise<string>;
}
