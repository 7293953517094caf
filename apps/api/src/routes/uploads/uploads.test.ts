import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends } from '../../test/backends';
import {
  alteredSignature,
  bearer,
  startTestApi,
  withTamperedSignature,
  type TestApi,
} from '../../test/harness';

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A multipart form as a browser sends it: the hidden fields, then the file. */
async function multipartForm(fields: Record<string, string>, file?: Uint8Array, fileName = 'x') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file]), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

describe.each(backends())('attachment uploads on $name', (backend) => {
  let api: TestApi;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    api = await startTestApi({ databaseUrl: await backend.freshDatabase() });
    admin = (await api.signIn('admin')).access_token;
    viewer = (await api.signIn('viewer')).access_token;
  });
  afterAll(() => api?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    api.request({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });

  const used = new Set<number>();
  /** An application no other test uses, in a status that takes notes. */
  async function application() {
    const found = await api.server.db.query<{ id: number }>(
      `SELECT credit_application_id::int AS id FROM credit_applications ORDER BY 1 DESC`,
    );
    const free = found.find((row) => !used.has(row.id))!;
    used.add(free.id);
    await api.server.db.query(
      `UPDATE credit_applications SET current_status = 'REFER' WHERE credit_application_id = $1`,
      [free.id],
    );
    return free.id;
  }

  async function startUpload(
    appId: number,
    file: { file_name: string; content_type: string; size: number },
  ) {
    const created = await call(admin, 'POST', `/credit-applications/${appId}/uploads`, file);
    expect(created.statusCode).toBe(201);
    const upload = created.json() as { upload_id: number };
    const signed = await call(
      admin,
      'POST',
      `/credit-applications/${appId}/uploads/${upload.upload_id}/signatures`,
    );
    expect(signed.statusCode).toBe(201);
    return { upload, signature: signed.json() as { url: string; fields: Record<string, string> } };
  }

  const send = async (url: string, fields: Record<string, string>, file?: Uint8Array) =>
    api.request({ method: 'POST', url, ...(await multipartForm(fields, file)) });

  const pdf = {
    file_name: 'Payslip März.pdf',
    content_type: 'application/pdf',
    size: pdfBytes.length,
  };

  it('takes a PDF through create, sign, send and uploaded, and hands it out on notes and the detail', async () => {
    const id = await application();
    const { upload, signature } = await startUpload(id, pdf);
    expect(upload).toMatchObject({ state: 'pending', url: null, s3_file_id: null, size: pdf.size });
    expect(signature.url).toMatch(
      new RegExp(`^/api/storage/uploads/${upload.upload_id}\\?expires=\\d+&signature=[\\w-]+$`),
    );
    expect(signature.fields).toEqual({});

    const early = await call(
      admin,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'uploaded',
      },
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('The file has not arrived in storage yet.');

    expect((await send(signature.url, signature.fields, pdfBytes)).statusCode).toBe(204);
    const done = await call(
      admin,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'uploaded',
      },
    );
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      state: 'uploaded',
      s3_file_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(
        new RegExp(
          `^/api/credit-applications/${id}/uploads/${upload.upload_id}/file\\?expires=\\d+&signature=`,
        ),
      ),
    });
    const again = await call(
      admin,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'failed',
      },
    );
    expect(again.statusCode).toBe(409);
    const read = await call(
      viewer,
      'GET',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
    );
    expect(read.json()).toMatchObject({ upload_id: upload.upload_id, state: 'uploaded' });

    const note = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
      long_text: 'Payslip attached',
      attachments: [{ file_name: pdf.file_name, upload_id: upload.upload_id }],
    });
    expect(note.statusCode).toBe(201);
    const [attachment] = note.json().attachments as { file_name: string; url: string }[];
    expect(attachment).toEqual({ file_name: pdf.file_name, url: done.json().url });
    const notes = (await call(viewer, 'GET', `/credit-applications/${id}/notes`)).json();
    expect(notes.items[0].attachments).toEqual([attachment]);
    const detail = (await call(viewer, 'GET', `/credit-applications/${id}`)).json();
    expect(detail.attachments).toEqual([{ name: pdf.file_name, url: attachment!.url }]);

    const download = await api.request({ method: 'GET', url: attachment!.url });
    expect(download.statusCode).toBe(200);
    expect(new Uint8Array(download.rawPayload)).toEqual(pdfBytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Payslip M_rz.pdf"; filename*=UTF-8''Payslip%20M%C3%A4rz.pdf`,
    );
  });

  it('refuses a viewer, an unknown type, a name with a slash, control or direction characters and an application that takes no notes', async () => {
    const id = await application();
    expect((await call(viewer, 'POST', `/credit-applications/${id}/uploads`, pdf)).statusCode).toBe(
      403,
    );
    const html = await call(admin, 'POST', `/credit-applications/${id}/uploads`, {
      ...pdf,
      content_type: 'text/html',
    });
    expect(html.statusCode).toBe(400);
    expect(html.json().error.properties[0].property).toBe('content_type');
    for (const fileName of [
      '../etc/passwd',
      'invoice\u202efdp.exe',
      'a\u2066b.pdf',
      'tab\tname.pdf',
    ]) {
      const refused = await call(admin, 'POST', `/credit-applications/${id}/uploads`, {
        ...pdf,
        file_name: fileName,
      });
      expect(refused.statusCode, fileName).toBe(400);
      expect(refused.json().error.properties[0].property).toBe('file_name');
    }
    const huge = await call(admin, 'POST', `/credit-applications/${id}/uploads`, {
      ...pdf,
      size: 20 * 1024 * 1024 + 1,
    });
    expect(huge.json().error.code).toBe('ERR_SCHEMA_VALIDATION_ERROR');
    await api.server.db.query(
      `UPDATE credit_applications SET current_status = 'DECLINE' WHERE credit_application_id = $1`,
      [id],
    );
    const declined = await call(admin, 'POST', `/credit-applications/${id}/uploads`, pdf);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().error.message).toBe(
      'Adding notes is disabled for declined applications.',
    );
  });

  it('refuses a wrong or expired signature at the storage address', async () => {
    const id = await application();
    const { signature } = await startUpload(id, pdf);
    const query = new URL(signature.url, 'http://storage').searchParams;
    const signedAs = (changes: Record<string, string>) => {
      const url = new URL(signature.url, 'http://storage');
      for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
      return url.pathname + url.search;
    };
    const forged = await send(
      signedAs({ signature: alteredSignature(query.get('signature')!) }),
      signature.fields,
      pdfBytes,
    );
    expect(forged.statusCode).toBe(403);
    const longer = await send(
      signedAs({ expires: String(Number(query.get('expires')) + 60_000) }),
      signature.fields,
      pdfBytes,
    );
    expect(longer.statusCode).toBe(403);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Number(query.get('expires')) + 1);
    const late = await send(signature.url, signature.fields, pdfBytes);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe('The signature of this request has expired.');
  });

  it('refuses an unsigned form before reading its body', async () => {
    const id = await application();
    const { upload } = await startUpload(id, pdf);
    // Past the form's body limit: read first, it would have been refused as too large (413).
    const tooLarge = await multipartForm({}, new Uint8Array(22 * 1024 * 1024));
    const unsigned = await api.request({
      method: 'POST',
      url: `/api/storage/uploads/${upload.upload_id}`,
      ...tooLarge,
    });
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().error.message).toBe('The signature of this request is not valid.');
  });

  it('checks the file by its bytes and its size, and that a file part is a file', async () => {
    const id = await application();
    const { upload, signature } = await startUpload(id, pdf);
    const notPdf = new TextEncoder().encode('<html>not a pdf</html>'.padEnd(pdf.size, ' '));
    const fake = await send(signature.url, signature.fields, notPdf);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('The file is not a PDF.');
    const png = await send(
      signature.url,
      signature.fields,
      new Uint8Array([...pngBytes, ...pdfBytes]).slice(0, pdf.size),
    );
    expect(png.statusCode).toBe(400);
    const oversize = await send(
      signature.url,
      signature.fields,
      new Uint8Array([...pdfBytes, 0x20]),
    );
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error.properties[0]).toEqual({
      property: 'file',
      message: `must be ${pdf.size} bytes`,
    });
    const asText = await send(signature.url, { file: '%PDF-' });
    expect(asText.statusCode).toBe(400);
    expect(asText.json().error.properties).toEqual([
      { property: 'file', message: 'must be a file' },
    ]);
    const broken = await api.request({
      method: 'POST',
      url: signature.url,
      payload: 'no boundary here',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.statusCode).toBe(400);
    const state = await call(
      admin,
      'GET',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
    );
    expect(state.json().state).toBe('pending');
  });

  it('takes a PNG, lets only the uploader finish it, and forgets a failed one', async () => {
    const id = await application();
    const image = { file_name: 'id.png', content_type: 'image/png', size: pngBytes.length };
    const { upload, signature } = await startUpload(id, image);
    expect((await send(signature.url, signature.fields, pngBytes)).statusCode).toBe(204);
    const viewerPatch = await call(
      viewer,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'uploaded',
      },
    );
    expect(viewerPatch.statusCode).toBe(403);
    const failed = await call(
      admin,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'failed',
      },
    );
    expect(failed.json()).toMatchObject({ state: 'failed', url: null });
    expect(
      await api.server.db.query('SELECT 1 FROM uploads WHERE upload_id = $1 AND state = $2', [
        upload.upload_id,
        'rejected',
      ]),
    ).toHaveLength(1);
    const resend = await send(signature.url, signature.fields, pngBytes);
    expect(resend.statusCode).toBe(409);
    const note = await call(admin, 'POST', `/credit-applications/${id}/notes`, {
      long_text: 'With the failed image',
      attachments: [{ file_name: 'id.png', upload_id: upload.upload_id }],
    });
    expect(note.statusCode).toBe(400);
    const other = await application();
    expect(
      (await call(admin, 'GET', `/credit-applications/${other}/uploads/${upload.upload_id}`))
        .statusCode,
    ).toBe(404);
  });

  it('downloads only with the signed address, and not a file that never arrived', async () => {
    const id = await application();
    const { upload, signature } = await startUpload(id, pdf);
    await send(signature.url, signature.fields, pdfBytes);
    const done = await call(
      admin,
      'PATCH',
      `/credit-applications/${id}/uploads/${upload.upload_id}`,
      {
        state: 'uploaded',
      },
    );
    const url = done.json().url as string;
    const tampered = await api.request({
      method: 'GET',
      url: withTamperedSignature(url),
    });
    expect(tampered.statusCode).toBe(403);
    const otherApplication = await api.request({
      method: 'GET',
      url: url.replace(`/credit-applications/${id}/`, `/credit-applications/${id + 1}/`),
    });
    expect(otherApplication.statusCode).toBe(403);
    const unsigned = await api.request({
      method: 'GET',
      url: `/api/credit-applications/${id}/uploads/${upload.upload_id}/file`,
    });
    expect(unsigned.statusCode).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
    expect((await api.request({ method: 'GET', url })).statusCode).toBe(403);
  });
});
