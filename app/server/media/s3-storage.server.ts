import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { MediaStorage } from "./storage.server";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible service (MinIO, R2, B2, s3rver…); AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most S3-compatible services). */
  forcePathStyle?: boolean;
}

/** The same rule as the local disk: relative keys, no `..`. */
const SAFE_KEY = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*$/i;

function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key: ${key}`);
}

/** The longest a presigned URL may live (S3's limit for Signature V4). */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/** Parts of a streamed upload: the S3 minimum; at most `QUEUE_SIZE` of them in memory at once. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

function isNotFound(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NotFound" || name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 demands them: many S3-compatible services reject the newer
    // default (CRC32 trailers on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Media files in an S3 bucket, behaving like the local disk: streamed puts (multipart for large
 * files, aborted on failure so no half file stays), sizes by HEAD, byte ranges by GET with
 * `Range`, and `remove` of a key or of everything under it (an image is a folder of widths).
 */
export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): MediaStorage {
  const Bucket = settings.bucket;

  async function removePrefix(prefix: string): Promise<void> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).map((item) => item.Key).filter((key): key is string => !!key);
      if (keys.length > 0) {
        const result = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        const failed = result.Errors?.[0];
        if (failed) throw new Error(`S3 could not delete ${failed.Key}: ${failed.Code} ${failed.Message}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      await upload.done();
    },
    async size(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      assertSafeKey(key);
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = object.Body;
      if (body instanceof Readable) return body;
      if (body && "transformToWebStream" in body) {
        return Readable.fromWeb(body.transformToWebStream() as import("node:stream/web").ReadableStream);
      }
      throw new Error(`S3 gave no body for ${key}`);
    },
    async remove(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      await removePrefix(`${key.replace(/\/+$/, "")}/`);
    },
    async presign(key, expiresInSeconds) {
      assertSafeKey(key);
      const expiresIn = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.ceil(expiresInSeconds)));
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn });
    },
  };
}
