// File storage in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, …) with @aws-sdk/client-s3: one object per key,
// its content type as the object's Content-Type. Large files go up as a multipart upload (@aws-sdk/lib-storage), which
// S3 makes visible only when the last part is committed, so a reader sees the old or the new file, never a part; a
// failed multipart upload is aborted. Downloads can be handed out as presigned GET URLs that expire.
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidFileKey, contentTypeOfKey } from './file-keys';
import type { FileStorage, SignedDownloadOptions, StoredFile } from './file-storage';

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** The S3-compatible server's URL; unset: AWS's own endpoint for the region. */
  endpoint?: string | undefined;
  /** Bucket in the path (http://host/bucket/key) instead of the host name: most self-hosted servers need it. */
  forcePathStyle?: boolean | undefined;
  /** Unset: the AWS SDK's default chain (instance or task role, AWS_* variables, shared config). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Files larger than this go up in parts of this size (S3's smallest part is 5 MiB). */
  partSize?: number | undefined;
};

/** 8 MiB: a 100 MB document goes up in 13 parts, 4 at a time. */
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
const MIN_PART_SIZE = 5 * 1024 * 1024;
const PARALLEL_PARTS = 4;
/** S3 refuses presigned URLs that last longer than a week. */
export const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;
/** An unreachable endpoint fails fast instead of holding a request open. */
const CONNECTION_TIMEOUT_MS = 5_000;

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/** Content-Disposition for a download (RFC 6266): the name in quotes, and for a name beyond plain ASCII also its exact
 *  form in RFC 5987 encoding, the quoted one then being an ASCII stand-in. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (fallback === fileName) return `attachment; filename="${fileName}"`;
  const exact = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly partSize: number;

  constructor({ bucket, region, endpoint, forcePathStyle = false, credentials, partSize = DEFAULT_PART_SIZE }: S3StorageConfig) {
    if (partSize < MIN_PART_SIZE) throw new Error(`The S3 part size must be at least ${MIN_PART_SIZE} bytes.`);
    this.bucket = bucket;
    this.partSize = partSize;
    this.client = new S3Client({
      region,
      forcePathStyle,
      ...(endpoint ? { endpoint } : {}),
      ...(credentials ? { credentials } : {}),
      requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertValidFileKey(key);
    // One PutObject up to partSize, a multipart upload above it.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: data, ContentType: contentType },
      partSize: this.partSize,
      queueSize: PARALLEL_PARTS,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<StoredFile | null> {
    assertValidFileKey(key);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const data = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
      return { data, contentType: object.ContentType || contentTypeOfKey(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidFileKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async signedDownloadUrl(key: string, { expiresInSeconds, fileName }: SignedDownloadOptions): Promise<string> {
    assertValidFileKey(key);
    if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_SIGNED_URL_SECONDS) {
      throw new Error(`A signed URL lasts 1 to ${MAX_SIGNED_URL_SECONDS} seconds, not ${expiresInSeconds}.`);
    }
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ...(fileName ? { ResponseContentDisposition: attachmentDisposition(fileName) } : {}),
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }
}
