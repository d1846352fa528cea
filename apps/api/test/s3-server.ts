import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in account: it checks every request's signature against these. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface TestS3Server {
  bucket: string;
  /** The API's environment for MEDIA_STORAGE=s3 against this server. */
  env: Record<string, string>;
  /** Every key in the bucket (the test's own view, not the API's). */
  keys: () => Promise<string[]>;
  /** An object's bytes, read straight from the bucket. */
  object: (key: string) => Promise<Buffer>;
  close: () => Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on 127.0.0.1 and a random port, its objects in a temporary
 * folder, with one empty bucket. close() stops it and removes the folder.
 */
export async function startS3Server(bucket = 'sitenet-media'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'sitenet-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  let address;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });

  return {
    bucket,
    env: {
      MEDIA_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
    },
    keys: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((item) => (item.Key ? [item.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    object: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    close: async () => {
      client.destroy();
      // Keep-alive sockets (the API's S3 client may still hold one) would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close().finally(() => rm(directory, { recursive: true, force: true }));
    },
  };
}
