// @vitest-environment jsdom
// Issue 33: saving a know to the library is reported as know_saved and removing it as know_unsaved (spec §7 "Event
// names cover … saves"), with the whole know part when the page shows the know; a move to another folder is no new
// save, and a call that fails reports nothing.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { knowAnalyticsPart, type KnowForAnalytics } from '../../../../lib/analytics/know-part';
import { ApiError } from '../../../../lib/errors/api-error';

const mocks = vi.hoisted(() => ({ call: vi.fn(), track: vi.fn() }));
vi.mock('../../../../lib/api/clients', () => ({ callApi: mocks.call }));
vi.mock('../../../../lib/analytics/track', () => ({ track: mocks.track }));

const { useSaveKnowToLibrary } = await import('../save-know');
const { useRemoveKnowFromLibrary } = await import('../remove-know');

const KNOW: KnowForAnalytics = {
  uuid: '5d6f2a1e-8b3c-4d2e-9f10-2a3b4c5d6e7f',
  knowFormat: 'FLASHCARDS',
  subjects: [{ id: 'a1b2c3d4-1111-4222-8333-444455556666', slug: 'biologie', name: 'Biologie', color: 'green' }],
  grades: [{ id: 'c1b2c3d4-1111-4222-8333-444455556666', level: 7, name: 'Klasse 7' }],
  knower: { uuid: '9b2c1d8e-5a6f-4e3b-8c7d-1e2f3a4b5c6d' },
  publishedOn: '2026-03-14T09:30:00.000Z',
};
const FOLDER = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  mocks.call.mockReset();
  mocks.track.mockReset();
});

describe('library analytics events', () => {
  it('a save reports know_saved with the whole know part', async () => {
    mocks.call.mockResolvedValue({ knowUuid: KNOW.uuid, folderUuid: FOLDER, savedOn: '2026-11-28T20:00:00.000Z' });
    const { result } = renderHook(() => useSaveKnowToLibrary({ know: KNOW }), { wrapper });
    await act(() => result.current.mutateAsync({ knowUuid: KNOW.uuid, folderUuid: FOLDER }));
    expect(mocks.track).toHaveBeenCalledTimes(1);
    expect(mocks.track).toHaveBeenCalledWith('know_saved', { know: knowAnalyticsPart(KNOW) });
    expect(mocks.track.mock.calls[0]![1].know).toMatchObject({ knowerUuid: KNOW.knower.uuid, subjects: [{ id: KNOW.subjects[0]!.id, name: 'Biologie' }], grades: [{ level: 7 }], publishedOn: KNOW.publishedOn });
  });

  it('a save without the know shown (a know just published) reports its uuid', async () => {
    mocks.call.mockResolvedValue({ knowUuid: KNOW.uuid, folderUuid: null, savedOn: '2026-11-28T20:00:00.000Z' });
    const { result } = renderHook(() => useSaveKnowToLibrary(), { wrapper });
    await act(() => result.current.mutateAsync({ knowUuid: KNOW.uuid, folderUuid: null }));
    expect(mocks.track).toHaveBeenCalledWith('know_saved', { know: { knowUuid: KNOW.uuid } });
  });

  it('moving a saved know to another folder is no new save', async () => {
    mocks.call.mockResolvedValue({ knowUuid: KNOW.uuid, folderUuid: FOLDER, savedOn: '2026-11-28T20:00:00.000Z' });
    const { result } = renderHook(() => useSaveKnowToLibrary({ know: KNOW, wasSaved: true }), { wrapper });
    await act(() => result.current.mutateAsync({ knowUuid: KNOW.uuid, folderUuid: FOLDER }));
    expect(mocks.track).not.toHaveBeenCalled();
  });

  it('a removal reports know_unsaved with the whole know part', async () => {
    mocks.call.mockResolvedValue(undefined);
    const { result } = renderHook(() => useRemoveKnowFromLibrary({ know: KNOW }), { wrapper });
    await act(() => result.current.mutateAsync(KNOW.uuid));
    expect(mocks.track).toHaveBeenCalledWith('know_unsaved', { know: knowAnalyticsPart(KNOW) });
  });

  it('a save or removal that fails reports nothing', async () => {
    mocks.call.mockRejectedValue(new ApiError('ServiceUnavailableError', {}, 503));
    const save = renderHook(() => useSaveKnowToLibrary({ know: KNOW }), { wrapper }).result;
    const remove = renderHook(() => useRemoveKnowFromLibrary({ know: KNOW }), { wrapper }).result;
    await act(async () => {
      await expect(save.current.mutateAsync({ knowUuid: KNOW.uuid, folderUuid: null })).rejects.toBeInstanceOf(ApiError);
      await expect(remove.current.mutateAsync(KNOW.uuid)).rejects.toBeInstanceOf(ApiError);
    });
    expect(mocks.track).not.toHaveBeenCalled();
  });
});
