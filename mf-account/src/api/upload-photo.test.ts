import { File as NodeFile } from 'node:buffer';
import { setupServer } from 'msw/node';
import { createApiClient, isApiError } from '@dating/shared/api-client/api-client';
import type { ErrorCode } from '@dating/shared/contracts/errors';
import { uploadPhotoEndpoint } from '@dating/shared/contracts/photos';
import { endpointHandler } from '@dating/shared/msw/endpoint-handler';
import { errorResponse } from '@dating/shared/msw/responses';
import { uploadPhoto } from './upload-photo';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// Node's File: msw turns the XMLHttpRequest body into a Node Request, which refuses jsdom's File.
const png = () =>
  new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'me.png', { type: 'image/png' }) as unknown as File;

const answer = (status: number, code: ErrorCode, message: string) =>
  server.use(endpointHandler(uploadPhotoEndpoint, () => errorResponse(status, code, message)));

/** The shell's kind of client: onAuthRequired is where the shell logs out. */
function shellClient() {
  const onAuthRequired = jest.fn();
  return { api: createApiClient({ baseUrl: location.origin, retries: 0, onAuthRequired }), onAuthRequired };
}

describe('uploadPhoto', () => {
  it('passes an ended session (403 authentication_required) to the API client, as its own calls do', async () => {
    const { api, onAuthRequired } = shellClient();
    answer(403, 'authentication_required', 'Please log in to continue.');
    const error: unknown = await uploadPhoto(api, png(), () => undefined).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe('authentication_required');
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
  });

  it('any other refusal stays the caller’s business', async () => {
    const { api, onAuthRequired } = shellClient();
    answer(403, 'csrf_failed', 'Missing client header');
    await expect(uploadPhoto(api, png(), () => undefined)).rejects.toMatchObject({ code: 'csrf_failed', status: 403 });
    answer(409, 'photo_limit_reached', 'You can keep at most 3 photos.');
    await expect(uploadPhoto(api, png(), () => undefined)).rejects.toMatchObject({ code: 'photo_limit_reached' });
    expect(onAuthRequired).not.toHaveBeenCalled();
  });
});
