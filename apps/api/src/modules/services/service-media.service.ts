import { readFile } from 'node:fs/promises';
import {
  SERVICE_CERTIFICATES_MAX,
  SERVICE_FILE_MAX_BYTES,
  SERVICE_IMAGES_MAX,
  SERVICE_IMAGES_MIN,
  SERVICE_VIDEO_MAX_BYTES,
  SERVICE_VIDEOS_MAX,
  SERVICE_VOICES_MAX,
} from '@wasla/shared/business-constants';
import type { ServiceMedium } from '@wasla/shared/contracts/services';
import type { Language } from '@wasla/shared/languages';
import { isPublished } from '@wasla/shared/service-rules/service-states';
import { parseVideoLink } from '@wasla/shared/service-rules/video-links';
import { sniffFile } from '../../lib/file-sniffing';
import { errors } from '../../lib/http/app-error';
import { fieldError } from '../../lib/http/field-errors';
import type { MediaExtension, MediaStore } from '../media/media-store';
import { processServiceImage, ServiceImageError } from '../media/service-image';
import type { PlansRepository } from '../plans/plans.repository';
import type { Owner, ServiceAccess } from './service-access';
import { serviceErrors } from './service-drafts.service';
import type { MediaRow, ServicePartsRepository } from './service-parts.repository';
import { presentMedium } from './services.presenter';
import type { ServicesRepository, Transaction } from './services.repository';

export const MEDIA_KINDS = ['image', 'voice', 'video', 'certificate'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Per kind: how many one service holds, the largest file, and what the content must be. */
export const MEDIA_RULES: Record<MediaKind, { max: number; maxBytes: number; sniffed: string }> = {
  image: { max: SERVICE_IMAGES_MAX, maxBytes: SERVICE_FILE_MAX_BYTES, sniffed: 'image' },
  voice: { max: SERVICE_VOICES_MAX, maxBytes: SERVICE_FILE_MAX_BYTES, sniffed: 'audio' },
  video: { max: SERVICE_VIDEOS_MAX, maxBytes: SERVICE_VIDEO_MAX_BYTES, sniffed: 'video' },
  certificate: { max: SERVICE_CERTIFICATES_MAX, maxBytes: SERVICE_FILE_MAX_BYTES, sniffed: 'pdf' },
};

/**
 * One file of an upload form as the route received it, before the service judges it. `stored`: on
 * disk in the spool folder with its first bytes at hand. The others were never kept: over the size,
 * refused by their first bytes, past the kind's count within the form, or past the room the service
 * had when the upload was admitted.
 */
export type ReceivedFile = { name: string } & (
  | { status: 'stored'; path: string; head: Buffer; size: number }
  | { status: 'too_large' | 'wrong_type' | 'over_count' | 'over_room' }
);

/**
 * What an upload may bring, decided before any of its bytes are read: the kind's rules, how many files
 * can still be kept, why the ones past that are refused, and where files are written as they arrive.
 */
export type Admission = {
  kind: MediaKind;
  maxBytes: number;
  maxFiles: number;
  room: number;
  /** Whether the files past `room` are refused for the plan's limit rather than the kind's count. */
  limitedByPlan: boolean;
  spoolDir: string;
  accepts: (head: Buffer) => boolean;
};
export type Rejection = { name: string; key: string; params?: Record<string, string | number> };
type Prepared = {
  name: string;
  file: string;
  thumb: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
};

const MB = 1024 * 1024;
/** Only shown beside a certificate or a voice; never used to find a file. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '').slice(0, 120) || null;

/**
 * Files of a service (SPEC.md section 5). An upload is admitted (the caller's service, room in the
 * plan) before its body is read. Every file is judged by its content; pictures are re-encoded (WebP, a
 * thumbnail, no metadata) and everything is stored under a random name. Files beyond a count are
 * refused one by one while the others go through, each with its reason.
 */
export function createServiceMedia(deps: {
  repo: ServicesRepository;
  parts: ServicePartsRepository;
  plans: PlansRepository;
  access: ServiceAccess;
  store: MediaStore;
}) {
  const { repo, parts, plans, access, store } = deps;

  /** The room a service has for more files of a kind, or the 431 of a plan that is full. */
  async function roomFor(plan: { mediaLimit: number }, serviceId: number, kind: MediaKind, tx?: Transaction) {
    const existing = await parts.mediaOf(serviceId, tx);
    const roomForKind = MEDIA_RULES[kind].max - existing.filter((m) => m.kind === kind).length;
    const roomInPlan = plan.mediaLimit - existing.length;
    // The plan is the reason only when the kind itself still had room.
    if (roomInPlan <= 0 && roomForKind > 0) throw serviceErrors.mediaLimit();
    return {
      existing,
      room: Math.max(0, Math.min(roomForKind, roomInPlan)),
      limitedByPlan: roomInPlan < roomForKind,
    };
  }

  const overRoom = (name: string, kind: MediaKind, limitedByPlan: boolean): Rejection =>
    limitedByPlan
      ? { name, key: 'validation.media_plan_limit' }
      : { name, key: `validation.${kind}_count`, params: { count: MEDIA_RULES[kind].max } };

  async function prepare(
    kind: MediaKind,
    upload: ReceivedFile,
    limitedByPlan: boolean,
  ): Promise<Prepared | Rejection> {
    const rule = MEDIA_RULES[kind];
    const { name } = upload;
    if (upload.status === 'over_count')
      return { name, key: `validation.${kind}_count`, params: { count: rule.max } };
    if (upload.status === 'over_room') return overRoom(name, kind, limitedByPlan);
    if (upload.status === 'too_large' || (upload.status === 'stored' && upload.size > rule.maxBytes))
      return { name, key: 'validation.file_too_large', params: { max: rule.maxBytes / MB } };
    const sniffed = upload.status === 'stored' ? sniffFile(upload.head) : undefined;
    if (upload.status !== 'stored' || !sniffed || sniffed.kind !== rule.sniffed)
      return { name, key: `validation.file_type_${kind}` };
    if (kind === 'image') {
      try {
        // A picture is at most 5 MB and must be decoded whole; sound and video never are.
        const image = await processServiceImage(await readFile(upload.path));
        const [file, thumb] = await Promise.all([
          store.save('services', image.full, 'webp'),
          store.save('services', image.thumb, 'webp'),
        ]);
        return {
          name,
          file,
          thumb,
          mime: 'image/webp',
          size: image.full.length,
          width: image.width,
          height: image.height,
        };
      } catch (error) {
        if (error instanceof ServiceImageError) {
          return {
            name,
            key:
              error.problem === 'too_many_pixels' ? 'validation.image_too_big' : 'validation.file_type_image',
          };
        }
        throw error;
      }
    }
    const file = await store.adopt('services', upload.path, sniffed.ext as MediaExtension);
    return { name, file, thumb: null, mime: sniffed.mime, size: upload.size, width: null, height: null };
  }

  async function forget(rows: { file: string | null; thumb: string | null }[]) {
    await Promise.all(
      rows
        .flatMap((r) => [r.file, r.thumb])
        .filter((f): f is string => !!f)
        .map((f) => store.remove('services', f)),
    );
  }

  /** Adds as many of `items` as the kind's count and the plan allow; the rest are refused in order. */
  async function insertWithinLimits(
    owner: Owner,
    serviceId: number,
    kind: MediaKind,
    items: Omit<MediaRow, 'id' | 'createdAt' | 'serviceId' | 'kind' | 'isMain'>[],
  ) {
    // Read before the transaction: an embedded database has one connection, held by the transaction.
    const plan = await plans.currentPlanOf(owner.id);
    return repo.transaction(async (tx) => {
      await access.lockOwned(tx, serviceId, owner);
      // Counted again under the lock: another upload may have filled the room since it was admitted.
      const { existing, room, limitedByPlan } = await roomFor(plan, serviceId, kind, tx);
      const hasMain = existing.some((m) => m.isMain);
      const inserted: MediaRow[] = [];
      for (const [index, item] of items.slice(0, room).entries()) {
        const row = await parts.insertMedia(tx, {
          ...item,
          serviceId,
          kind,
          isMain: kind === 'image' && !hasMain && index === 0,
        });
        if (row) inserted.push(row);
      }
      return { inserted, overflow: items.slice(room), limitedByPlan };
    });
  }

  return {
    /**
     * Decides, before a byte of the form is read, whether this account may upload files of `kind` to
     * this service (404 when it is not theirs, 431 when the plan is full) and how many can be kept.
     */
    async admit(owner: Owner, serviceId: number, kind: MediaKind): Promise<Admission> {
      await access.owned(serviceId, owner);
      const { room, limitedByPlan } = await roomFor(await plans.currentPlanOf(owner.id), serviceId, kind);
      const rule = MEDIA_RULES[kind];
      return {
        kind,
        maxBytes: rule.maxBytes,
        maxFiles: rule.max,
        room,
        limitedByPlan,
        spoolDir: store.spoolDir,
        accepts: (head) => sniffFile(head)?.kind === rule.sniffed,
      };
    },

    /**
     * Keeps the received files that pass, each judged by its content. Spooled files are adopted into the
     * store or left for the caller to discard; none is ever read whole except a picture to decode.
     */
    async upload(owner: Owner, serviceId: number, admission: Admission, uploads: ReceivedFile[]) {
      const { kind } = admission;
      await access.owned(serviceId, owner);
      const rejected: Rejection[] = [];
      const ready: Prepared[] = [];
      for (const upload of uploads) {
        const result = await prepare(kind, upload, admission.limitedByPlan);
        if ('key' in result) rejected.push(result);
        else ready.push(result);
      }
      let outcome: Awaited<ReturnType<typeof insertWithinLimits>>;
      try {
        outcome = await insertWithinLimits(
          owner,
          serviceId,
          kind,
          ready.map((r) => ({
            file: r.file,
            thumb: r.thumb,
            link: null,
            mime: r.mime,
            sizeBytes: r.size,
            width: r.width,
            height: r.height,
            originalName: displayName(r.name),
          })),
        );
      } catch (error) {
        await forget(ready);
        throw error;
      }
      const overflow = ready.slice(outcome.inserted.length);
      await forget(overflow);
      for (const item of overflow) rejected.push(overRoom(item.name, kind, outcome.limitedByPlan));
      return { media: outcome.inserted.map(presentMedium), rejected };
    },

    async addVideoLink(owner: Owner, serviceId: number, link: string): Promise<ServiceMedium> {
      await access.owned(serviceId, owner);
      const video = parseVideoLink(link);
      if (!video) throw fieldError('link', 'validation.video_link');
      const canonical =
        video.provider === 'youtube'
          ? `https://www.youtube.com/watch?v=${video.id}`
          : `https://vimeo.com/${video.id}`;
      const { inserted } = await insertWithinLimits(owner, serviceId, 'video', [
        {
          file: null,
          thumb: null,
          link: canonical,
          mime: null,
          sizeBytes: null,
          width: null,
          height: null,
          originalName: null,
        },
      ]);
      const [row] = inserted;
      if (!row) throw fieldError('link', 'validation.video_count', { count: SERVICE_VIDEOS_MAX });
      return presentMedium(row);
    },

    /** Removing the main picture makes the next one main; a published service keeps its three. */
    async remove(owner: Owner, serviceId: number, mediaId: number, lang: Language) {
      const row = await access.owned(serviceId, owner);
      const removed = await repo.transaction(async (tx) => {
        await access.lockOwned(tx, serviceId, owner);
        const existing = await parts.mediaOf(serviceId, tx);
        const target = existing.find((m) => m.id === mediaId);
        if (!target) throw errors.notFound();
        const images = existing.filter((m) => m.kind === 'image');
        if (target.kind === 'image' && isPublished(row.status) && images.length <= SERVICE_IMAGES_MIN) {
          throw fieldError('images', 'validation.images_min', { count: SERVICE_IMAGES_MIN });
        }
        const deleted = await parts.deleteMedia(tx, serviceId, mediaId);
        if (deleted?.isMain)
          await parts.setMainImage(tx, serviceId, images.find((m) => m.id !== mediaId)?.id ?? null);
        return deleted;
      });
      if (removed) await forget([removed]);
      return access.present(await access.owned(serviceId, owner), lang);
    },

    async selectMain(owner: Owner, serviceId: number, mediaId: number, lang: Language) {
      await access.owned(serviceId, owner);
      await repo.transaction(async (tx) => {
        await access.lockOwned(tx, serviceId, owner);
        const target = (await parts.mediaOf(serviceId, tx)).find((m) => m.id === mediaId);
        if (target?.kind !== 'image') throw fieldError('media_id', 'validation.invalid_choice');
        await parts.setMainImage(tx, serviceId, mediaId);
      });
      return access.present(await access.owned(serviceId, owner), lang);
    },
  };
}

export type ServiceMediaService = ReturnType<typeof createServiceMedia>;
