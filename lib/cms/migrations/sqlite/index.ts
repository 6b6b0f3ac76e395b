import * as migration_20261123_042550_initial from './20261123_042550_initial';
import * as migration_20261124_024926_mail_claims from './20261124_024926_mail_claims';
import * as migration_20261124_032459_storage_fields from './20261124_032459_storage_fields';
import * as migration_20261125_030955_user_roles from './20261125_030955_user_roles';
import * as migration_20261125_034652_global_versions from './20261125_034652_global_versions';
import * as migration_20261125_045230_redirects from './20261125_045230_redirects';
import * as migration_20261125_045737_autosave from './20261125_045737_autosave';
import * as migration_20261125_053555_rich_text from './20261125_053555_rich_text';
import * as migration_20261125_165648_global_drafts from './20261125_165648_global_drafts';
import * as migration_20261125_173932_quote_reference from './20261125_173932_quote_reference';
import * as migration_20261125_200541_option_rules from './20261125_200541_option_rules';
import * as migration_20261125_234225_localization from './20261125_234225_localization';
import * as migration_20261127_134538_media_sizes_in_use from './20261127_134538_media_sizes_in_use';
import * as migration_20261128_134150_documents_editions from './20261128_134150_documents_editions';
import * as migration_20261128_165345_media_editions from './20261128_165345_media_editions';
import * as migration_20261128_200026_media_edition_alt from './20261128_200026_media_edition_alt';
import * as migration_20261130_003130_newsletter_opt_in from './20261130_003130_newsletter_opt_in';
import * as migration_20261205_170939_no_login_lockout from './20261205_170939_no_login_lockout';
import * as migration_20261205_171124_confirmation_note from './20261205_171124_confirmation_note';
import * as migration_20261206_210205_two_factor from './20261206_210205_two_factor';
import * as migration_20261206_212406_yacht_type_summary from './20261206_212406_yacht_type_summary';
import * as migration_20261207_001331_edition_configuration from './20261207_001331_edition_configuration';
import * as migration_20261207_004021_lead_owners from './20261207_004021_lead_owners';
import * as migration_20261207_005224_response_clock from './20261207_005224_response_clock';
import * as migration_20261207_033410_lead_qualification from './20261207_033410_lead_qualification';
import * as migration_20261207_041500_own_inquiry_form from './20261207_041500_own_inquiry_form';
import * as migration_20261207_041950_lead_replies from './20261207_041950_lead_replies';
import * as migration_20261207_065734_privacy from './20261207_065734_privacy';
import * as migration_20261207_114629_consent_record from './20261207_114629_consent_record';
import * as migration_20261207_154219_crm_deliveries from './20261207_154219_crm_deliveries';
import * as migration_20261207_182522_events_bookings from './20261207_182522_events_bookings';
import * as migration_20261207_221723_alt_text_belongs_to_the_picture from './20261207_221723_alt_text_belongs_to_the_picture';
import * as migration_20261208_010103_build_codes from './20261208_010103_build_codes';

export const migrations = [
  {
    up: migration_20261123_042550_initial.up,
    down: migration_20261123_042550_initial.down,
    name: '20261123_042550_initial',
  },
  {
    up: migration_20261124_024926_mail_claims.up,
    down: migration_20261124_024926_mail_claims.down,
    name: '20261124_024926_mail_claims',
  },
  {
    up: migration_20261124_032459_storage_fields.up,
    down: migration_20261124_032459_storage_fields.down,
    name: '20261124_032459_storage_fields',
  },
  {
    up: migration_20261125_030955_user_roles.up,
    down: migration_20261125_030955_user_roles.down,
    name: '20261125_030955_user_roles',
  },
  {
    up: migration_20261125_034652_global_versions.up,
    down: migration_20261125_034652_global_versions.down,
    name: '20261125_034652_global_versions',
  },
  {
    up: migration_20261125_045230_redirects.up,
    down: migration_20261125_045230_redirects.down,
    name: '20261125_045230_redirects',
  },
  {
    up: migration_20261125_045737_autosave.up,
    down: migration_20261125_045737_autosave.down,
    name: '20261125_045737_autosave',
  },
  {
    up: migration_20261125_053555_rich_text.up,
    down: migration_20261125_053555_rich_text.down,
    name: '20261125_053555_rich_text',
  },
  {
    up: migration_20261125_165648_global_drafts.up,
    down: migration_20261125_165648_global_drafts.down,
    name: '20261125_165648_global_drafts',
  },
  {
    up: migration_20261125_173932_quote_reference.up,
    down: migration_20261125_173932_quote_reference.down,
    name: '20261125_173932_quote_reference',
  },
  {
    up: migration_20261125_200541_option_rules.up,
    down: migration_20261125_200541_option_rules.down,
    name: '20261125_200541_option_rules',
  },
  {
    up: migration_20261125_234225_localization.up,
    down: migration_20261125_234225_localization.down,
    name: '20261125_234225_localization',
  },
  {
    up: migration_20261127_134538_media_sizes_in_use.up,
    down: migration_20261127_134538_media_sizes_in_use.down,
    name: '20261127_134538_media_sizes_in_use',
  },
  {
    up: migration_20261128_134150_documents_editions.up,
    down: migration_20261128_134150_documents_editions.down,
    name: '20261128_134150_documents_editions',
  },
  {
    up: migration_20261128_165345_media_editions.up,
    down: migration_20261128_165345_media_editions.down,
    name: '20261128_165345_media_editions',
  },
  {
    up: migration_20261128_200026_media_edition_alt.up,
    down: migration_20261128_200026_media_edition_alt.down,
    name: '20261128_200026_media_edition_alt',
  },
  {
    up: migration_20261130_003130_newsletter_opt_in.up,
    down: migration_20261130_003130_newsletter_opt_in.down,
    name: '20261130_003130_newsletter_opt_in',
  },
  {
    up: migration_20261205_170939_no_login_lockout.up,
    down: migration_20261205_170939_no_login_lockout.down,
    name: '20261205_170939_no_login_lockout',
  },
  {
    up: migration_20261205_171124_confirmation_note.up,
    down: migration_20261205_171124_confirmation_note.down,
    name: '20261205_171124_confirmation_note',
  },
  {
    up: migration_20261206_210205_two_factor.up,
    down: migration_20261206_210205_two_factor.down,
    name: '20261206_210205_two_factor',
  },
  {
    up: migration_20261206_212406_yacht_type_summary.up,
    down: migration_20261206_212406_yacht_type_summary.down,
    name: '20261206_212406_yacht_type_summary',
  },
  {
    up: migration_20261207_001331_edition_configuration.up,
    down: migration_20261207_001331_edition_configuration.down,
    name: '20261207_001331_edition_configuration',
  },
  {
    up: migration_20261207_004021_lead_owners.up,
    down: migration_20261207_004021_lead_owners.down,
    name: '20261207_004021_lead_owners',
  },
  {
    up: migration_20261207_005224_response_clock.up,
    down: migration_20261207_005224_response_clock.down,
    name: '20261207_005224_response_clock',
  },
  {
    up: migration_20261207_033410_lead_qualification.up,
    down: migration_20261207_033410_lead_qualification.down,
    name: '20261207_033410_lead_qualification',
  },
  {
    up: migration_20261207_041500_own_inquiry_form.up,
    down: migration_20261207_041500_own_inquiry_form.down,
    name: '20261207_041500_own_inquiry_form',
  },
  {
    up: migration_20261207_041950_lead_replies.up,
    down: migration_20261207_041950_lead_replies.down,
    name: '20261207_041950_lead_replies',
  },
  {
    up: migration_20261207_065734_privacy.up,
    down: migration_20261207_065734_privacy.down,
    name: '20261207_065734_privacy',
  },
  {
    up: migration_20261207_114629_consent_record.up,
    down: migration_20261207_114629_consent_record.down,
    name: '20261207_114629_consent_record',
  },
  {
    up: migration_20261207_154219_crm_deliveries.up,
    down: migration_20261207_154219_crm_deliveries.down,
    name: '20261207_154219_crm_deliveries',
  },
  {
    up: migration_20261207_182522_events_bookings.up,
    down: migration_20261207_182522_events_bookings.down,
    name: '20261207_182522_events_bookings',
  },
  {
    up: migration_20261207_221723_alt_text_belongs_to_the_picture.up,
    down: migration_20261207_221723_alt_text_belongs_to_the_picture.down,
    name: '20261207_221723_alt_text_belongs_to_the_picture',
  },
  {
    up: migration_20261208_010103_build_codes.up,
    down: migration_20261208_010103_build_codes.down,
    name: '20261208_010103_build_codes'
  },
];
