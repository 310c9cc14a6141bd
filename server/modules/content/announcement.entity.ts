import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_ANNOUNCEMENT_COLORS } from '../../../shared/admin-constants.ts';
import { baseProperties } from '../../db/base-properties.ts';

const AnnouncementSchema = defineEntity({
  name: 'Announcement',
  tableName: 'announcements',
  properties: {
    ...baseProperties,
    text: p.string().length(500),
    isActive: p.boolean().default(true),
    displayOrder: p.integer().default(0),
    buttonText: p.string().length(60).nullable(),
    buttonLink: p.string().length(500).nullable(),
    backgroundColor: p.string().length(7).default(DEFAULT_ANNOUNCEMENT_COLORS.background),
    textColor: p.string().length(7).default(DEFAULT_ANNOUNCEMENT_COLORS.text),
  },
  indexes: [{ properties: ['isActive', 'displayOrder'] }],
});

export class Announcement extends AnnouncementSchema.class {}
AnnouncementSchema.setClass(Announcement);
