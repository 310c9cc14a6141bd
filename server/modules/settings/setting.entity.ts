import { defineEntity, p } from '@mikro-orm/core';

const SettingSchema = defineEntity({
  name: 'Setting',
  tableName: 'settings',
  properties: {
    key: p.string().length(64).primary(),
    value: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Setting extends SettingSchema.class {}
SettingSchema.setClass(Setting);
