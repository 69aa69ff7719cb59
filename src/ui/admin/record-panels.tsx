import { type ComponentType, createContext, useContext } from "react";
import type { SubmissionKind } from "#src/lib/submissions.ts";

/**
 * Panels of another feature on a submission's screen (a candidate's interviews on a job
 * application): a feature imports no other, so the back office's shell (src/admin/admin-layout.tsx)
 * hands them to the inbox's record screen by kind.
 */
export type RecordPanel = ComponentType<{ id: number; name: string }>;

const RecordPanels = createContext<Partial<Record<SubmissionKind, readonly RecordPanel[]>>>({});

export const RecordPanelsProvider = RecordPanels.Provider;

/** The panels given for records of this kind, in order. */
export function useRecordPanels(kind: SubmissionKind): readonly RecordPanel[] {
  return useContext(RecordPanels)[kind] ?? [];
}
