import type { Env } from '../../../env';
import { LocalMediaStorage } from './local-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-storage';

/** The store env.ts chose: the S3 bucket when MEDIA_STORAGE=s3, else the local folder. */
export function createMediaStorage(
  env: Pick<Env, 'MEDIA_S3' | 'MEDIA_DIR' | 'MEDIA_PUBLIC_URL'>,
  onError: (error: unknown) => void,
): MediaStorage {
  return env.MEDIA_S3
    ? new S3MediaStorage(env.MEDIA_S3, env.MEDIA_PUBLIC_URL, onError)
    : new LocalMediaStorage(env.MEDIA_DIR, env.MEDIA_PUBLIC_URL);
}
