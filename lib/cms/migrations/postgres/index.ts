import * as migration_20261123_042555_initial from './20261123_042555_initial';
import * as migration_20261124_024934_mail_claims from './20261124_024934_mail_claims';
import * as migration_20261124_032502_storage_fields from './20261124_032502_storage_fields';
import * as migration_20261125_031027_user_roles from './20261125_031027_user_roles';
import * as migration_20261125_034726_global_versions from './20261125_034726_global_versions';
import * as migration_20261125_044833_schedule_publish from './20261125_044833_schedule_publish';
import * as migration_20261125_045303_redirects from './20261125_045303_redirects';
import * as migration_20261125_045818_autosave from './20261125_045818_autosave';
import * as migration_20261125_053531_rich_text from './20261125_053531_rich_text';
import * as migration_20261125_165725_global_drafts from './20261125_165725_global_drafts';
import * as migration_20261125_173943_quote_reference from './20261125_173943_quote_reference';
import * as migration_20261125_200606_option_rules from './20261125_200606_option_rules';
import * as migration_20261125_234954_localization from './20261125_234954_localization';
import * as migration_20261127_134553_media_sizes_in_use from './20261127_134553_media_sizes_in_use';
import * as migration_20261128_134202_documents_editions from './20261128_134202_documents_editions';
import * as migration_20261128_165354_media_editions from './20261128_165354_media_editions';
import * as migration_20261128_200043_media_edition_alt from './20261128_200043_media_edition_alt';
import * as migration_20261130_003149_newsletter_opt_in from './20261130_003149_newsletter_opt_in';
import * as migration_20261205_171015_no_login_lockout from './20261205_171015_no_login_lockout';
import * as migration_20261205_171158_confirmation_note from './20261205_171158_confirmation_note';
import * as migration_20261206_210222_two_factor from './20261206_210222_two_factor';
import * as migration_20261206_212420_yacht_type_summary from './20261206_212420_yacht_type_summary';
import * as migration_20261207_001351_edition_configuration from './20261207_001351_edition_configuration';
import * as migration_20261207_004029_lead_owners from './20261207_004029_lead_owners';
import * as migration_20261207_005215_response_clock from './20261207_005215_response_clock';
import * as migration_20261207_011259_lead_digest from './20261207_011259_lead_digest';
import * as migration_20261207_033426_lead_qualification from './20261207_033426_lead_qualification';
import * as migration_20261207_041500_own_inquiry_form from './20261207_041500_own_inquiry_form';
import * as migration_20261207_041808_lead_replies from './20261207_041808_lead_replies';
import * as migration_20261207_065754_privacy from './20261207_065754_privacy';
import * as migration_20261207_114704_consent_record from './20261207_114704_consent_record';
import * as migration_20261207_154254_crm_deliveries from './20261207_154254_crm_deliveries';
import * as migration_20261207_182541_events_bookings from './20261207_182541_events_bookings';
import * as migration_20261207_213512_mail_upkeep_tasks from './20261207_213512_mail_upkeep_tasks';
import * as migration_20261207_222118_alt_text_belongs_to_the_picture from './20261207_222118_alt_text_belongs_to_the_picture';
import * as migration_20261208_010142_build_codes from './20261208_010142_build_codes';

export const migrations = [
  {
    up: migration_20261123_042555_initial.up,
    down: migration_20261123_042555_initial.down,
    name: '20261123_042555_initial',
  },
  {
    up: migration_20261124_024934_mail_claims.up,
    down: migration_20261124_024934_mail_claims.down,
    name: '20261124_024934_mail_claims',
  },
  {
    up: migration_20261124_032502_storage_fields.up,
    down: migration_20261124_032502_storage_fields.down,
    name: '20261124_032502_storage_fields',
  },
  {
    up: migration_20261125_031027_user_roles.up,
    down: migration_20261125_031027_user_roles.down,
    name: '20261125_031027_user_roles',
  },
  {
    up: migration_20261125_034726_global_versions.up,
    down: migration_20261125_034726_global_versions.down,
    name: '20261125_034726_global_versions',
  },
  {
    up: migration_20261125_044833_schedule_publish.up,
    down: migration_20261125_044833_schedule_publish.down,
    name: '20261125_044833_schedule_publish',
  },
  {
    up: migration_20261125_045303_redirects.up,
    down: migration_20261125_045303_redirects.down,
    name: '20261125_045303_redirects',
  },
  {
    up: migration_20261125_045818_autosave.up,
    down: migration_20261125_045818_autosave.down,
    name: '20261125_045818_autosave',
  },
  {
    up: migration_20261125_053531_rich_text.up,
    down: migration_20261125_053531_rich_text.down,
    name: '20261125_053531_rich_text',
  },
  {
    up: migration_20261125_165725_global_drafts.up,
    down: migration_20261125_165725_global_drafts.down,
    name: '20261125_165725_global_drafts',
  },
  {
    up: migration_20261125_173943_quote_reference.up,
    down: migration_20261125_173943_quote_reference.down,
    name: '20261125_173943_quote_reference',
  },
  {
    up: migration_20261125_200606_option_rules.up,
    down: migration_20261125_200606_option_rules.down,
    name: '20261125_200606_option_rules',
  },
  {
    up: migration_20261125_234954_localization.up,
    down: migration_20261125_234954_localization.down,
    name: '20261125_234954_localization',
  },
  {
    up: migration_20261127_134553_media_sizes_in_use.up,
    down: migration_20261127_134553_media_sizes_in_use.down,
    name: '20261127_134553_media_sizes_in_use',
  },
  {
    up: migration_20261128_134202_documents_editions.up,
    down: migration_20261128_134202_documents_editions.down,
    name: '20261128_134202_documents_editions',
  },
  {
    up: migration_20261128_165354_media_editions.up,
    down: migration_20261128_165354_media_editions.down,
    name: '20261128_165354_media_editions',
  },
  {
    up: migration_20261128_200043_media_edition_alt.up,
    down: migration_20261128_200043_media_edition_alt.down,
    name: '20261128_200043_media_edition_alt',
  },
  {
    up: migration_20261130_003149_newsletter_opt_in.up,
    down: migration_20261130_003149_newsletter_opt_in.down,
    name: '20261130_003149_newsletter_opt_in',
  },
  {
    up: migration_20261205_171015_no_login_lockout.up,
    down: migration_20261205_171015_no_login_lockout.down,
    name: '20261205_171015_no_login_lockout',
  },
  {
    up: migration_20261205_171158_confirmation_note.up,
    down: migration_20261205_171158_confirmation_note.down,
    name: '20261205_171158_confirmation_note',
  },
  {
    up: migration_20261206_210222_two_factor.up,
    down: migration_20261206_210222_two_factor.down,
    name: '20261206_210222_two_factor',
  },
  {
    up: migration_20261206_212420_yacht_type_summary.up,
    down: migration_20261206_212420_yacht_type_summary.down,
    name: '20261206_212420_yacht_type_summary',
  },
  {
    up: migration_20261207_001351_edition_configuration.up,
    down: migration_20261207_001351_edition_configuration.down,
    name: '20261207_001351_edition_configuration',
  },
  {
    up: migration_20261207_004029_lead_owners.up,
    down: migration_20261207_004029_lead_owners.down,
    name: '20261207_004029_lead_owners',
  },
  {
    up: migration_20261207_005215_response_clock.up,
    down: migration_20261207_005215_response_clock.down,
    name: '20261207_005215_response_clock',
  },
  {
    up: migration_20261207_011259_lead_digest.up,
    down: migration_20261207_011259_lead_digest.down,
    name: '20261207_011259_lead_digest',
  },
  {
    up: migration_20261207_033426_lead_qualification.up,
    down: migration_20261207_033426_lead_qualification.down,
    name: '20261207_033426_lead_qualification',
  },
  {
    up: migration_20261207_041500_own_inquiry_form.up,
    down: migration_20261207_041500_own_inquiry_form.down,
    name: '20261207_041500_own_inquiry_form',
  },
  {
    up: migration_20261207_041808_lead_replies.up,
    down: migration_20261207_041808_lead_replies.down,
    name: '20261207_041808_lead_replies',
  },
  {
    up: migration_20261207_065754_privacy.up,
    down: migration_20261207_065754_privacy.down,
    name: '20261207_065754_privacy',
  },
  {
    up: migration_20261207_114704_consent_record.up,
    down: migration_20261207_114704_consent_record.down,
    name: '20261207_114704_consent_record',
  },
  {
    up: migration_20261207_154254_crm_deliveries.up,
    down: migration_20261207_154254_crm_deliveries.down,
    name: '20261207_154254_crm_deliveries',
  },
  {
    up: migration_20261207_182541_events_bookings.up,
    down: migration_20261207_182541_events_bookings.down,
    name: '20261207_182541_events_bookings',
  },
  {
    up: migration_20261207_213512_mail_upkeep_tasks.up,
    down: migration_20261207_213512_mail_upkeep_tasks.down,
    name: '20261207_213512_mail_upkeep_tasks',
  },
  {
    up: migration_20261207_222118_alt_text_belongs_to_the_picture.up,
    down: migration_20261207_222118_alt_text_belongs_to_the_picture.down,
    name: '20261207_222118_alt_text_belongs_to_the_picture',
  },
  {
    up: migration_20261208_010142_build_codes.up,
    down: migration_20261208_010142_build_codes.down,
    name: '20261208_010142_build_codes'
  },
];
