import { Migration } from '@mikro-orm/migrations';

export class Migration20261129154628_MailRecipientIndex extends Migration {

  override name = 'Migration20261129154628_MailRecipientIndex';

  override up(): void | Promise<void> {
    this.addSql(`create index "mails_recipient_lower_index" on "mails" (lower("recipient"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "mails_recipient_lower_index";`);
  }

}
