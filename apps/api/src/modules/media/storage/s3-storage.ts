import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../../env';
import {
  checkedKey,
  MEDIA_CACHE_CONTROL,
  MediaStoreError,
  publicUrlOf,
  type MediaStorage,
  type StoredMedia,
} from './media-storage';

/** How long a request to the store may take before the reader or uploader gets a 503. */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/**
 * Media as objects in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 ...), keyed like the local
 * folder's files: every API host reads and writes the same images without a shared disk.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;

  constructor(
    private readonly config: S3MediaConfig,
    private readonly publicBase: string | undefined,
    /** Told about every failure of the store before it becomes a 503 (the reply never shows it). */
    private readonly onError: (error: unknown) => void,
  ) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      // Path-style (endpoint/bucket/key) works with every S3-compatible store, not only AWS.
      forcePathStyle: true,
      // Given here, so the SDK never looks for credentials in the environment or ~/.aws.
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  private failed(error: unknown): never {
    this.onError(error);
    throw new MediaStoreError(error);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    try {
      // S3 replaces an object whole: a reader gets the old bytes or the new ones.
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.config.bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          // What a CDN or public bucket (MEDIA_PUBLIC_URL) hands browsers, as the API's /media does.
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    } catch (error) {
      this.failed(error);
    }
  }

  async get(key: string): Promise<StoredMedia | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) }),
      );
      if (!object.Body || object.ContentLength === undefined) return null;
      // In Node the body is the HTTP response stream itself.
      return { body: object.Body as Readable, size: object.ContentLength };
    } catch (error) {
      if (isMissing(error)) return null;
      this.failed(error);
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      this.failed(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.config.bucket, Key: checkedKey(key) }),
      );
    } catch (error) {
      if (!isMissing(error)) this.failed(error);
    }
  }

  publicUrl(key: string): string {
    return publicUrlOf(this.publicBase, checkedKey(key));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
