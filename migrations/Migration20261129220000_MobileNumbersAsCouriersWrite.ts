import { Migration } from '@mikro-orm/migrations';

/** Digits, the country code or trunk 0, and the three groups of a Philippine mobile number once its separators are gone. */
const bare = (column: string) => `regexp_replace("${column}", '[[:space:]().-]', '', 'g')`;
const SPELLING = String.raw`^(\+63|63|0)(9[0-9]{2})([0-9]{3})([0-9]{4})$`;

export class Migration20261129220000_MobileNumbersAsCouriersWrite extends Migration {

  override name = 'Migration20261129220000_MobileNumbersAsCouriersWrite';

  /**
   * Numbers kept as they were typed (`+639178882222`, `09178882222`) take the one form new ones are
   * kept in, `0917 888 2222` (shared/mobile-number.ts); text that is no mobile number stays as it is.
   */
  override up(): void | Promise<void> {
    for (const table of ['orders', 'user_profiles', 'guest_profiles']) {
      this.addSql(`update "${table}" set "mobile_number" = regexp_replace(${bare('mobile_number')}, '${SPELLING}', '0\\2 \\3 \\4') where ${bare('mobile_number')} ~ '${SPELLING}';`);
    }
  }

  /** Nothing to undo: the form written is one the earlier code accepted and showed as it was. */
  override down(): void | Promise<void> {
    return undefined;
  }

}
