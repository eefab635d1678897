// A real S3-compatible server on loopback for the integration tests (@20minutes/s3rver: the maintained fork of s3rver
// that checks SigV4 signatures; decision 021), its objects in a temporary folder, with the bucket the tests name.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { S3Storage, type S3StorageConfig } from '../../server/files/s3-storage';

/** The one key pair the server knows. */
const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** A storage on this server's bucket (credentials and path style as a deployment on a self-hosted server sets them). */
  storage(options?: Partial<S3StorageConfig>): S3Storage;
  close(): Promise<void>;
};

export async function startS3Server({ bucket = 'knowly-files' }: { bucket?: string } = {}): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'knowly-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storages: S3Storage[] = [];
  return {
    endpoint,
    bucket,
    storage: (options = {}) => {
      const storage = new S3Storage({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS, ...options });
      storages.push(storage);
      return storage;
    },
    async close() {
      for (const storage of storages) storage.client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
