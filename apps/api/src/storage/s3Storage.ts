import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Settings } from '../config';
import type { FileStorage } from './fileStorage';
import { assertSafeKey } from './storageKeys';

/** S3 takes parts of at least 5 MiB; an export bigger than one part goes up in parts of 8 MiB. */
const PART_BYTES = 8 * 1024 * 1024;

export function s3ClientFor(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where S3 requires them: S3-compatible stores do not all take the
    // aws-chunked bodies the default checksums bring.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Reads the stream into chunks of `size` bytes (the last one shorter). */
async function* partsOf(source: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes = pending[0]!.length;
    }
  }
  if (pendingBytes > 0 || pending.length === 0) yield Buffer.concat(pending);
}

/**
 * Files in an S3-compatible bucket, so that every API instance reads what another wrote. A
 * stream of unknown length goes up as one object when it fits in a part, else in parts.
 */
export function s3Storage(settings: S3Settings, client = s3ClientFor(settings)): FileStorage {
  const Bucket = settings.bucket;

  async function putInParts(Key: string, parts: AsyncGenerator<Buffer>, first: Buffer) {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    try {
      const done: { ETag: string | undefined; PartNumber: number }[] = [];
      let size = 0;
      let part: Buffer | undefined = first;
      while (part) {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part }),
        );
        done.push({ ETag, PartNumber });
        size += part.length;
        const next = await parts.next();
        part = next.done ? undefined : next.value;
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket,
          Key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
      return { size };
    } catch (error) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
      throw error;
    }
  }

  return {
    async put(key, body) {
      const Key = assertSafeKey(key);
      if (!(body instanceof Readable)) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: body }));
        return { size: body.byteLength };
      }
      const parts = partsOf(body, PART_BYTES);
      const first = (await parts.next()).value ?? Buffer.alloc(0);
      const second = await parts.next();
      if (second.done) {
        await client.send(new PutObjectCommand({ Bucket, Key, Body: first }));
        return { size: first.length };
      }
      const rest = (async function* () {
        yield second.value;
        yield* parts;
      })();
      return putInParts(Key, rest, first);
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertSafeKey(key) }));
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        if (error instanceof NoSuchKey || status === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertSafeKey(key) }));
    },
    async presignedPost(key, { contentType, maxBytes, expiresInSeconds }) {
      return createPresignedPost(client, {
        Bucket,
        Key: assertSafeKey(key),
        Fields: { 'Content-Type': contentType },
        Conditions: [
          ['content-length-range', 1, maxBytes],
          ['eq', '$Content-Type', contentType],
        ],
        Expires: expiresInSeconds,
      });
    },
  };
}
