import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { S3Settings } from '../config';
import type { FileStorage } from './fileStorage';
import { s3Storage } from './s3Storage';

interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A stand-in for an S3-compatible store: records each request and keeps objects in memory. */
function fakeS3() {
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, Buffer>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await buffer(request);
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The SDK names its operation in x-id; the request is the method, path and other parameters.
    url.searchParams.delete('x-id');
    requests.push({
      method: request.method ?? '',
      url: `${url.pathname}${url.search}`.replace(/=(?=&|$)/g, ''),
      headers: request.headers,
      body,
    });
    const path = decodeURIComponent(url.pathname);
    const xml = (status: number, content: string) => {
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(`<?xml version="1.0" encoding="UTF-8"?>${content}`);
    };
    if (request.method === 'PUT' && url.searchParams.has('partNumber')) {
      const key = `${path}#${url.searchParams.get('partNumber')}`;
      objects.set(key, body);
      response.writeHead(200, { etag: `"part-${url.searchParams.get('partNumber')}"` });
      return response.end();
    }
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200, { etag: '"object"' });
      return response.end();
    }
    if (request.method === 'POST' && url.searchParams.has('uploads')) {
      return xml(
        200,
        `<InitiateMultipartUploadResult><Bucket>files</Bucket><Key>${path}</Key><UploadId>up-1</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (request.method === 'POST' && url.searchParams.has('uploadId')) {
      const parts = [...objects.keys()].filter((key) => key.startsWith(`${path}#`)).sort();
      objects.set(path, Buffer.concat(parts.map((key) => objects.get(key)!)));
      return xml(
        200,
        `<CompleteMultipartUploadResult><Bucket>files</Bucket><Key>${path}</Key><ETag>"whole"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (request.method === 'GET') {
      const object = objects.get(path);
      if (!object) {
        return xml(
          404,
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      }
      response.writeHead(200, { 'content-length': object.length });
      return response.end(object);
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204);
      return response.end();
    }
    response.writeHead(400);
    response.end();
  };
  const server: Server = createServer((request, response) => {
    // A request the fake cannot read fails that request for the SDK, not the whole test run.
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  return { server, requests, objects };
}

describe('s3Storage', () => {
  const fake = fakeS3();
  let settings: S3Settings;
  let storage: FileStorage;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'files',
      accessKeyId: 'test-access-key',
      secretAccessKey: 'test-secret-key',
      region: 'eu-west-2',
      forcePathStyle: true,
    };
    storage = s3Storage(settings);
  });
  afterAll(() => new Promise((resolve) => fake.server.close(resolve)));
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('puts bytes as one signed PUT into the bucket under the key', async () => {
    expect(await storage.put('uploads/abc', new TextEncoder().encode('%PDF-1.4'))).toEqual({
      size: 8,
    });
    const [put] = fake.requests;
    expect(put).toMatchObject({ method: 'PUT', url: '/files/uploads/abc' });
    expect(put!.body.toString()).toBe('%PDF-1.4');
    expect(put!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-access-key\/\d{8}\/eu-west-2\/s3\/aws4_request/,
    );
  });

  it('puts a small stream as one object and reads it back as a stream', async () => {
    expect(await storage.put('exports/1.csv', Readable.from(['a,b\n', '1,2\n']))).toEqual({
      size: 8,
    });
    expect(fake.requests.map((request) => request.method)).toEqual(['PUT']);
    expect(await text((await storage.read('exports/1.csv'))!)).toBe('a,b\n1,2\n');
    expect(fake.requests[1]).toMatchObject({ method: 'GET', url: '/files/exports/1.csv' });
  });

  it('puts a stream bigger than a part in parts', async () => {
    const chunk = Buffer.alloc(3 * 1024 * 1024, 'x');
    const size = await storage.put('exports/big.csv', Readable.from([chunk, chunk, chunk, chunk]));
    expect(size).toEqual({ size: 12 * 1024 * 1024 });
    expect(
      fake.requests.map((request) => `${request.method} ${request.url.split('&')[0]}`),
    ).toEqual([
      'POST /files/exports/big.csv?uploads',
      'PUT /files/exports/big.csv?partNumber=1',
      'PUT /files/exports/big.csv?partNumber=2',
      'POST /files/exports/big.csv?uploadId=up-1',
    ]);
    expect(fake.requests[1]!.body.length).toBe(8 * 1024 * 1024);
    expect(fake.objects.get('/files/exports/big.csv')!.length).toBe(12 * 1024 * 1024);
  });

  it('answers null for a missing key and deletes a removed one', async () => {
    expect(await storage.read('uploads/missing')).toBeNull();
    await storage.remove('uploads/abc');
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/files/uploads/abc' });
    expect(await storage.read('uploads/abc')).toBeNull();
  });

  it('refuses keys that could leave the bucket prefix, without a request', async () => {
    await expect(storage.put('../outside', new Uint8Array([1]))).rejects.toThrow(/Unsafe/);
    await expect(storage.read('uploads/../../x')).rejects.toThrow(/Unsafe/);
    expect(fake.requests).toEqual([]);
  });

  it('signs a browser POST limited to the size and type, for the key', async () => {
    const post = await storage.presignedPost!('uploads/abc', {
      contentType: 'application/pdf',
      maxBytes: 1200,
      expiresInSeconds: 900,
    });
    expect(post.url).toBe(`${settings.endpoint}/files`);
    expect(post.fields).toMatchObject({
      key: 'uploads/abc',
      'Content-Type': 'application/pdf',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^test-access-key\/\d{8}\/eu-west-2\/s3\//),
    });
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString()) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 1200],
        ['eq', '$Content-Type', 'application/pdf'],
        { bucket: 'files' },
        { key: 'uploads/abc' },
      ]),
    );
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.requests).toEqual([]);
  });
});
