import type { ComponentType, ReactElement } from 'react';
import { canAccess } from '../permissions';
import type { BulkResult } from '../types';

/** What a dialog that asks before a command receives: one record (row or show page) or a selection's size. */
export interface AskProps<R> {
  open: boolean;
  /** The record, or undefined for a selection. */
  record?: R;
  /** The record's name on screen, or the selection's size for a bulk command. */
  name: string;
  count: number;
  pending: boolean;
  onClose: () => void;
  onConfirm: (input: unknown) => void;
}

/**
 * One command a resource offers. Its key is both the permission action (permissions.ts) and the last part of
 * its texts. Commands that ask (a reason, a set of roles) confirm through their dialog before running.
 */
export interface CommandDef<R> {
  key: string;
  icon: ReactElement;
  /** Translation keys of the label and of the success notice. */
  label: string;
  done: string;
  /** Whether the command makes sense for the record as it is; the server's decider has the last word. */
  applies?: (record: R) => boolean;
  /** The dialog that asks before running; what it confirms is the command's input. */
  ask?: ComponentType<AskProps<R>>;
  run: (record: R, input: unknown) => Promise<unknown>;
  /** The command on a selection; without it the command is not offered in bulk. */
  runBulk?: (ids: string[], input: unknown) => Promise<BulkResult>;
}

/** Who is looking: the staff member's roles and account id (to spot their own row). */
export interface Viewer {
  roles: readonly string[] | undefined;
  id: string | number | undefined;
}

/** A resource's commands, as the command menu, the show toolbar and the bulk buttons all offer them. */
export interface CommandSet<R> {
  resource: string;
  commands: readonly CommandDef<R>[];
  /** The record's name on screen (the row menu's label, the dialogs' titles). */
  nameOf: (record: R, locale: string) => string;
  /**
   * Why the viewer may not run this command on this record although the role allows it (e.g. a staff
   * account for a moderator), as a translation key; the command is shown disabled with that reason.
   */
  refusal?: (command: string, record: R, viewer: Viewer) => string | undefined;
}

/** A command on screen: shown, and either enabled or disabled with the reason's translation key. */
export interface OfferedCommand<R> {
  command: CommandDef<R>;
  refusal?: string;
}

/** The commands to show for one record: the role allows them and they fit the record's state. */
export const offeredCommands = <R>(set: CommandSet<R>, record: R | undefined, viewer: Viewer): OfferedCommand<R>[] =>
  record
    ? set.commands
        .filter((command) => canAccess(viewer.roles, set.resource, command.key))
        .filter((command) => command.applies?.(record) ?? true)
        .map((command) => ({ command, refusal: set.refusal?.(command.key, record, viewer) }))
    : [];

/** The commands to offer on a selection (the server checks each record and reports the refused ids). */
export const bulkCommands = <R>(set: CommandSet<R>, roles: readonly string[] | undefined): CommandDef<R>[] =>
  set.commands.filter((command) => command.runBulk && canAccess(roles, set.resource, command.key));
