import { describe, expect, it } from 'vitest';
import { canAccess } from '../permissions';
import { bulkCommands, offeredCommands } from '../kit/commandSet';
import { moderationSet } from './moderationCommandSet';
import { moderationCommandApplies } from './moderationCommands';

type Resource = 'comments' | 'discussions';

/** The commands the item's menu shows these roles, and those offered on a selection. */
const moderationCommandsFor = (roles: string[], resource: Resource, status: string) =>
  offeredCommands(moderationSet(resource), { id: 'c1', status }, { roles, id: 'me' }).map(({ command }) => command.key);
const bulkModerationCommandsFor = (roles: string[], resource: Resource) =>
  bulkCommands(moderationSet(resource), roles).map((command) => command.key);

describe('moderation of comments and discussions', () => {
  it.each(['comments', 'discussions'] as const)('lets moderators and admins hide and restore %s', (resource) => {
    for (const role of ['admin', 'moderator']) {
      expect(moderationCommandsFor([role], resource, 'visible')).toEqual(['hide']);
      expect(moderationCommandsFor([role], resource, 'reported')).toEqual(['hide']);
      expect(moderationCommandsFor([role], resource, 'hidden')).toEqual(['restore']);
      expect(bulkModerationCommandsFor([role], resource)).toEqual(['hide', 'restore']);
    }
  });

  it.each(['comments', 'discussions'] as const)('lets an auditor read %s but change nothing', (resource) => {
    expect(canAccess(['auditor'], resource, 'list')).toBe(true);
    expect(canAccess(['auditor'], resource, 'show')).toBe(true);
    expect(moderationCommandsFor(['auditor'], resource, 'visible')).toEqual([]);
    expect(moderationCommandsFor(['auditor'], resource, 'hidden')).toEqual([]);
    expect(bulkModerationCommandsFor(['auditor'], resource)).toEqual([]);
  });

  it('hides what shows (reported or not) and restores what is hidden', () => {
    expect(moderationCommandApplies('hide', 'visible')).toBe(true);
    expect(moderationCommandApplies('hide', 'reported')).toBe(true);
    expect(moderationCommandApplies('hide', 'hidden')).toBe(false);
    expect(moderationCommandApplies('restore', 'hidden')).toBe(true);
    expect(moderationCommandApplies('restore', 'visible')).toBe(false);
    expect(moderationCommandApplies('restore', undefined)).toBe(false);
  });
});

describe('the rest of the catalog’s permission matrix', () => {
  it.each(['artists', 'galleries', 'collections'])(
    '%s: moderators and admins feature, auditors only read',
    (resource) => {
      for (const role of ['admin', 'moderator']) {
        expect(canAccess([role], resource, 'feature')).toBe(true);
        expect(canAccess([role], resource, 'unfeature')).toBe(true);
      }
      expect(canAccess(['auditor'], resource, 'list')).toBe(true);
      expect(canAccess(['auditor'], resource, 'feature')).toBe(false);
      expect(canAccess(['collector'], resource, 'list')).toBe(false);
    },
  );

  it('lets moderators and admins curate collections; auditors cannot', () => {
    expect(canAccess(['moderator'], 'collections', 'create')).toBe(true);
    expect(canAccess(['admin'], 'collections', 'edit')).toBe(true);
    expect(canAccess(['auditor'], 'collections', 'create')).toBe(false);
    expect(canAccess(['auditor'], 'collections', 'edit')).toBe(false);
    expect(canAccess(['admin'], 'collections', 'delete')).toBe(false);
  });

  it('keeps inquiries read-only for the staff who see them (auditors do not, as on the server)', () => {
    for (const role of ['admin', 'moderator']) {
      expect(canAccess([role], 'inquiries', 'list')).toBe(true);
      for (const action of ['edit', 'create', 'delete']) expect(canAccess([role], 'inquiries', action)).toBe(false);
    }
    expect(canAccess(['auditor'], 'inquiries', 'list')).toBe(false);
  });
});
