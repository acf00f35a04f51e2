// A profile photo is a stored file owned by its user (stored_files.profile_user_id); the avatar
// URL is its download link. Replacing or removing it drops the old file's row in the same
// transaction and its bytes after the commit.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { storedFiles, users, type User } from "../../db/schema.js";
import type { StoredUpload } from "../files/upload.js";

const fileUrl = (fileId: string) => `/api/files/${fileId}`;

/**
 * Puts the upload in place of the user's picture, or removes the picture (`null`; an uploaded one
 * or one an identity provider gave), in one transaction. Returns the user and the storage keys to
 * delete after the commit.
 */
async function replacePhoto(db: Db, userId: string, upload: StoredUpload | null): Promise<{ user: User; removedKeys: string[] }> {
  return db.transaction(async (tx) => {
    const old = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.profileUserId, userId))
      .returning({ key: storedFiles.storageKey });
    let profileImageUrl: string | null = null;
    if (upload) {
      const [file] = await tx
        .insert(storedFiles)
        .values({
          profileUserId: userId,
          kind: "profile_photo",
          storageKey: upload.key,
          contentType: upload.contentType,
          size: upload.size,
          originalName: upload.filename.slice(0, 255) || null,
          uploadedBy: userId,
        })
        .returning({ id: storedFiles.id });
      profileImageUrl = fileUrl(file!.id);
    }
    const [user] = await tx.update(users).set({ profileImageUrl, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
    return { user: user!, removedKeys: old.map((o) => o.key) };
  });
}

/** Sets the uploaded photo as the user's picture; returns the user and the storage keys to delete. */
export const setProfilePhoto = (db: Db, userId: string, upload: StoredUpload) => replacePhoto(db, userId, upload);

/** Removes the user's picture (an uploaded one, or one an identity provider gave). */
export const removeProfilePhoto = (db: Db, userId: string) => replacePhoto(db, userId, null);
