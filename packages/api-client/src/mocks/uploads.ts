import { http, HttpResponse } from 'msw';
import type { components } from '../generated/schema';
import { apiUrl, errorJson, type JsonBody, type RequestJson } from './contract';

type Upload = components['schemas']['Upload'];

/** Where the mock signatures send attachment files (a store outside the API, as S3 is). */
export const mockStorageUrl = 'https://storage.example.test/uploads';

export interface UploadMockStore {
  uploads: Upload[];
  /** The bytes each upload's storage form delivered, by upload id. */
  stored: Map<number, Uint8Array>;
  /** The order of the calls made, e.g. ['create', 'sign', 'store', 'uploaded']. */
  calls: string[];
  /** The storage answers this status instead of taking the file. */
  storageFailure?: number;
}

export function createUploadStore(): UploadMockStore {
  return { uploads: [], stored: new Map(), calls: [] };
}

/** The upload calls of one owner kind: start, sign, change state, and read one upload. */
const ownerPaths = {
  'credit-applications': {
    create: apiUrl('/credit-applications/{creditAppId}/uploads'),
    sign: apiUrl('/credit-applications/{creditAppId}/uploads/{uploadId}/signatures'),
    upload: apiUrl('/credit-applications/{creditAppId}/uploads/{uploadId}'),
  },
  retailers: {
    create: apiUrl('/retailers/{retailerId}/uploads'),
    sign: apiUrl('/retailers/{retailerId}/uploads/{uploadId}/signatures'),
    upload: apiUrl('/retailers/{retailerId}/uploads/{uploadId}'),
  },
} as const;

export type UploadOwnerKind = keyof typeof ownerPaths;

/**
 * The upload calls as the server answers them, for credit applications and merchants alike:
 * create, sign (fields to send before the file), the storage address (refuses a form whose file
 * is not last), and the state change (uploaded only once the storage has the file).
 */
export function uploadHandlers(
  store = createUploadStore(),
  owners: readonly UploadOwnerKind[] = ['credit-applications', 'retailers'],
) {
  const find = (params: Record<string, unknown>) =>
    store.uploads.find((upload) => upload.upload_id === Number(params.uploadId));
  const notFound = () => errorJson(404, 'ERR_NOT_FOUND', 'Upload not found.');
  const ownerHandlers = owners.flatMap((owner) => {
    const paths = ownerPaths[owner];
    return [
      http.post(paths.create, async ({ request }) => {
        const body = (await request.json()) as RequestJson<
          '/retailers/{retailerId}/uploads',
          'post'
        >;
        store.calls.push('create');
        const upload: Upload = {
          upload_id: store.uploads.length + 1,
          s3_file_id: null,
          ...body,
          state: 'pending',
          url: null,
          created_at: new Date().toISOString(),
        };
        store.uploads.push(upload);
        return HttpResponse.json<JsonBody<'/retailers/{retailerId}/uploads', 'post', 201>>(upload, {
          status: 201,
        });
      }),
      http.post(paths.sign, ({ params }) => {
        const upload = find(params);
        if (!upload) return notFound();
        store.calls.push('sign');
        return HttpResponse.json<
          JsonBody<'/retailers/{retailerId}/uploads/{uploadId}/signatures', 'post', 201>
        >(
          {
            url: `${mockStorageUrl}/${upload.upload_id}`,
            fields: { key: `uploads/mock-${upload.upload_id}`, signature: 'mock-signature' },
          },
          { status: 201 },
        );
      }),
      http.patch(paths.upload, async ({ params, request }) => {
        const upload = find(params);
        if (!upload) return notFound();
        const { state } = (await request.json()) as RequestJson<
          '/retailers/{retailerId}/uploads/{uploadId}',
          'patch'
        >;
        store.calls.push(state);
        if (upload.state !== 'pending') {
          return errorJson(409, 'ERR_CONFLICT', `This upload is already ${upload.state}.`);
        }
        if (state === 'uploaded' && !store.stored.has(upload.upload_id)) {
          return errorJson(409, 'ERR_CONFLICT', 'The file has not arrived in storage yet.');
        }
        upload.state = state;
        if (state === 'uploaded') {
          upload.s3_file_id = `mock-${upload.upload_id}`;
          upload.url = `${mockStorageUrl}/${upload.upload_id}/file`;
        }
        return HttpResponse.json<JsonBody<'/retailers/{retailerId}/uploads/{uploadId}', 'patch'>>(
          upload,
        );
      }),
    ];
  });
  return [
    ...ownerHandlers,
    http.post(`${mockStorageUrl}/:uploadId`, async ({ params, request }) => {
      store.calls.push('store');
      if (store.storageFailure) return new HttpResponse(null, { status: store.storageFailure });
      const form = await request.formData();
      const names = [...form.keys()];
      const file = form.get('file');
      // A file part is not a string (its Blob may come from another realm, such as jsdom's).
      if (names.at(-1) !== 'file' || file === null || typeof file === 'string') {
        return new HttpResponse(null, { status: 400 });
      }
      store.stored.set(Number(params.uploadId), new Uint8Array(await file.arrayBuffer()));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/credit-applications/{creditAppId}/uploads/{uploadId}'), ({ params }) => {
      const upload = find(params);
      return upload
        ? HttpResponse.json<
            JsonBody<'/credit-applications/{creditAppId}/uploads/{uploadId}', 'get'>
          >(upload)
        : notFound();
    }),
  ];
}
