import type { Db } from '../../client.js';
import { files } from '../../schema/index.js';
import { insertWorkflowEvents } from '../workflow-events.js';
import { takeMinutes } from './minutes.js';
import type { FileRow, NewFile } from './rows.js';

export type CreateChargedResult =
  | { status: 'created'; file: FileRow }
  /** The plan had fewer minutes left than the file needs: `left`, read when it was refused. */
  | { status: 'no_minutes'; left: number };

/** Accepting an upload as a file (docs/product.md#uploads): its row and its charge, together. */
export function ingestRepo(db: Db) {
  return {
    /**
     * Inserts the file and takes its minutes from the owner's plan in one transaction: either both
     * happen or neither. When the plan has fewer minutes left than the file needs, says how many
     * it has, as the refusal found them: the caller's copy of the user row is from before the
     * upload, and other uploads or a pack may have changed it since.
     */
    async createCharged(file: NewFile, minutes: number): Promise<CreateChargedResult> {
      return db.transaction(async (tx) => {
        const charge = await takeMinutes(tx, file.user_id, minutes);
        if ('left' in charge) return { status: 'no_minutes' as const, left: charge.left };
        const [row] = await tx
          .insert(files)
          .values({ ...file, charged_minutes: minutes })
          .returning();
        // An organisation's upload is a workflow: its history starts here (docs/product.md#workflow-history).
        if (row?.org_id) {
          await insertWorkflowEvents(tx, [
            { file_id: row.id, org_id: row.org_id, actor_id: row.user_id, action: 'uploaded', to_value: row.title },
          ]);
        }
        return { status: 'created' as const, file: row! };
      });
    },
  };
}
export type IngestRepo = ReturnType<typeof ingestRepo>;
