import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AuditKind, CreateAuditInput } from './audit-inputs.ts';
import { auditQueries, createAudit, deleteAudit, recheckAudit, renameAudit } from './audits.ts';

/** Writes; paid ones (create, recheck) are never retried. */
export const auditMutations = {
  create: (qc: QueryClient) =>
    mutationOptions({
      mutationFn: ({ kind, input }: { kind: AuditKind; input: CreateAuditInput }) => createAudit(kind, input),
      retry: false,
      onSuccess: () => qc.invalidateQueries({ queryKey: auditQueries.lists() }),
    }),
  rename: (qc: QueryClient) =>
    mutationOptions({
      mutationFn: ({ auditId, title }: { auditId: number; title: string }) => renameAudit(auditId, title),
      onSuccess: () => qc.invalidateQueries({ queryKey: auditQueries.lists() }),
    }),
  remove: (qc: QueryClient) =>
    mutationOptions({
      mutationFn: (auditId: number) => deleteAudit(auditId),
      onSuccess: (_void, auditId) => {
        qc.removeQueries({ queryKey: auditQueries.audit(auditId) });
        return qc.invalidateQueries({ queryKey: auditQueries.lists() });
      },
    }),
  recheck: (qc: QueryClient) =>
    mutationOptions({
      mutationFn: ({ kind, auditId }: { kind: AuditKind; auditId: number }) => recheckAudit(kind, auditId),
      retry: false,
      onSuccess: (_void, { auditId }) =>
        Promise.all([
          qc.invalidateQueries({ queryKey: auditQueries.audit(auditId) }),
          qc.invalidateQueries({ queryKey: auditQueries.lists() }),
        ]),
    }),
};
