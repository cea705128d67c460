import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENTS_PER_MESSAGE } from '@wasla/shared/business-constants';
import type { ChatAttachment } from '@wasla/shared/contracts/chat';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatAttachments, conversationMembers } from '../../db/schema/chat';
import { errors } from '../../lib/http/app-error';
import type { UserActor } from '../../lib/policy/actor';
import {
  type DealFileAdmission,
  type DealFileRejection,
  isDealFileHead,
  keepDealFile,
  type ReceivedDealFile,
} from '../deals/deal-files.service';
import { MEDIA_CONTENT_TYPES, type MediaStore, mediaExtensionOf } from '../media/media-store';
import { presentAttachment } from './chat.presenter';
import type { ChatRepository } from './chat.repository';

/** The private folder of the media store that keeps chat files; the public media route never serves it. */
export const CHAT_FILES_COLLECTION = 'chat';
const MB = 1024 * 1024;

/**
 * Files sent in a conversation: uploaded by a member first (pictures re-encoded without metadata,
 * sound and documents judged by their first bytes, like a deal's files), kept privately, attached by
 * the send that names them. Up to CHAT_ATTACHMENTS_PER_MESSAGE unsent at a time per member; an unsent
 * file is its uploader's alone, a sent one both members'.
 */
export function createChatFiles(deps: { db: Database; store: MediaStore; repo: ChatRepository }) {
  const { db, store, repo } = deps;
  const forget = (keys: string[]) => Promise.all(keys.map((key) => store.remove(CHAT_FILES_COLLECTION, key)));
  const unsentOf = (conversationId: number, userId: number) =>
    and(
      eq(chatAttachments.conversationId, conversationId),
      eq(chatAttachments.uploaderId, userId),
      isNull(chatAttachments.messageId),
    );

  async function writable(actor: UserActor, conversationId: number) {
    const view = await repo.view(db, conversationId, actor.id);
    if (!view) throw errors.notFound();
    return view;
  }

  return {
    /** Whether this member may upload here now, decided before a byte of the form is read. */
    async admit(actor: UserActor, conversationId: number): Promise<DealFileAdmission> {
      await writable(actor, conversationId);
      const [row] = await db
        .select({ n: count() })
        .from(chatAttachments)
        .where(unsentOf(conversationId, actor.id));
      return {
        maxBytes: CHAT_ATTACHMENT_MAX_BYTES,
        room: Math.max(0, CHAT_ATTACHMENTS_PER_MESSAGE - Number(row?.n ?? 0)),
        spoolDir: store.spoolDir,
        accepts: isDealFileHead,
      };
    },

    /** Keeps the files that pass, within the room counted under the member's lock; answers them and the refusals. */
    async upload(actor: UserActor, conversationId: number, uploads: ReceivedDealFile[]) {
      const rejected: DealFileRejection[] = [];
      const ready: Exclude<Awaited<ReturnType<typeof keepDealFile>>, DealFileRejection>[] = [];
      const countRefusal = (name: string): DealFileRejection => ({
        name,
        key: 'validation.deal_file_count',
        params: { count: CHAT_ATTACHMENTS_PER_MESSAGE },
      });
      for (const upload of uploads) {
        if (upload.status === 'over_count') {
          rejected.push(countRefusal(upload.name));
          continue;
        }
        const kept = await keepDealFile(store, upload, CHAT_FILES_COLLECTION, CHAT_ATTACHMENT_MAX_BYTES);
        if ('key' in kept) rejected.push(kept);
        else ready.push(kept);
      }
      const overflow: string[] = [];
      let saved: (typeof chatAttachments.$inferSelect)[] = [];
      try {
        saved = await db.transaction(async (tx) => {
          // Two uploads at once count the room one after the other.
          await tx
            .select({ id: conversationMembers.userId })
            .from(conversationMembers)
            .where(
              and(
                eq(conversationMembers.conversationId, conversationId),
                eq(conversationMembers.userId, actor.id),
              ),
            )
            .for('update');
          const [row] = await tx
            .select({ n: count() })
            .from(chatAttachments)
            .where(unsentOf(conversationId, actor.id));
          let room = CHAT_ATTACHMENTS_PER_MESSAGE - Number(row?.n ?? 0);
          const keep = [];
          for (const item of ready) {
            if (room <= 0) {
              overflow.push(item.storageKey);
              rejected.push(countRefusal(item.name));
              continue;
            }
            room--;
            keep.push({
              conversationId,
              uploaderId: actor.id,
              kind:
                item.kind === 'image'
                  ? ('image' as const)
                  : item.mime.startsWith('audio/')
                    ? ('voice' as const)
                    : ('file' as const),
              storageKey: item.storageKey,
              mime: item.mime,
              sizeBytes: item.sizeBytes,
              originalName: item.originalName,
            });
          }
          return keep.length ? tx.insert(chatAttachments).values(keep).returning() : [];
        });
      } catch (error) {
        await forget(ready.map((item) => item.storageKey));
        throw error;
      }
      await forget(overflow);
      const files: ChatAttachment[] = saved.map(presentAttachment);
      return { files, rejected, maxMb: CHAT_ATTACHMENT_MAX_BYTES / MB };
    },

    /** A file of a conversation: both members once sent, only its uploader before. */
    async open(actor: UserActor, conversationId: number, attachmentId: number) {
      await writable(actor, conversationId);
      const [file] = await db
        .select()
        .from(chatAttachments)
        .where(and(eq(chatAttachments.id, attachmentId), eq(chatAttachments.conversationId, conversationId)));
      if (!file || (file.messageId === null && file.uploaderId !== actor.id)) throw errors.notFound();
      const ext = mediaExtensionOf(file.storageKey);
      if (!ext) throw errors.notFound();
      const object = await store.open(CHAT_FILES_COLLECTION, file.storageKey);
      return { object, type: MEDIA_CONTENT_TYPES[ext], file };
    },

    /** An unsent file removed by its uploader. */
    async remove(actor: UserActor, conversationId: number, attachmentId: number) {
      await writable(actor, conversationId);
      const [file] = await db
        .delete(chatAttachments)
        .where(and(eq(chatAttachments.id, attachmentId), unsentOf(conversationId, actor.id)))
        .returning();
      if (!file) throw errors.notFound();
      await forget([file.storageKey]);
    },
  };
}

export type ChatFiles = ReturnType<typeof createChatFiles>;
