import {describe, expect, it, vi} from 'vitest';

vi.mock('@generated/docusaurus.config', () => ({default: {themeConfig: {}}}));
const {isNewAnnouncement} = await import('../../src/features/announcement-bar/client/announcementId');

describe('isNewAnnouncement', () => {
  it('is new when no id or another id was stored', () => {
    expect(isNewAnnouncement('announcement-nightly', null)).toBe(true);
    expect(isNewAnnouncement('announcement-nightly', 'announcement-previous')).toBe(true);
  });

  it('is not new for the same id, and reads the legacy misspelt default id as the default one', () => {
    expect(isNewAnnouncement('announcement-nightly', 'announcement-nightly')).toBe(false);
    expect(isNewAnnouncement('announcement-bar', 'annoucement-bar')).toBe(false);
    expect(isNewAnnouncement('announcement-nightly', 'annoucement-bar')).toBe(true);
  });
});
