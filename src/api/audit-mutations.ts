import { mutationOptions } from '@tanstack/react-query';
import type { AuditKind, CreateAuditInput } from './audit-inputs.ts';
import { invalidate } from './invalidate.ts';
import { auditsQueries, createAudit, deleteAudit, recheckAudit, renameAudit } from './audits.ts';

/** Writes; paid ones (create, recheck) are never retried. */
export const auditsMutations = {
  create: () =>
    mutationOptions({
      mutationFn: ({ kind, input }: { kind: AuditKind; input: CreateAuditInput }) => createAudit(kind, input),
      retry: false,
      onSuccess: (_r, _v, _c, { client }) => client.invalidateQueries({ queryKey: auditsQueries.lists() }),
    }),
  rename: () =>
    mutationOptions({
      mutationFn: ({ auditId, title }: { auditId: number; title: string }) => renameAudit(auditId, title),
      onSuccess: (_r, _v, _c, { client }) => client.invalidateQueries({ queryKey: auditsQueries.lists() }),
    }),
  remove: () =>
    mutationOptions({
      mutationFn: (auditId: number) => deleteAudit(auditId),
      onSuccess: (_void, auditId, _c, { client }) => {
        client.removeQueries({ queryKey: auditsQueries.audit(auditId) });
        return client.invalidateQueries({ queryKey: auditsQueries.lists() });
      },
    }),
  recheck: () =>
    mutationOptions({
      mutationFn: ({ kind, auditId }: { kind: AuditKind; auditId: number }) => recheckAudit(kind, auditId),
      retry: false,
      onSuccess: (_void, { auditId }, _c, { client }) =>
        invalidate(client, [auditsQueries.audit(auditId), auditsQueries.lists()]),
    }),
};
