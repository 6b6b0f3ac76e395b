import { ScheduleStatus as ScheduleStatus_df546b866e170eaa9eb02d5c89cb2c7b } from '../../../components/admin/ScheduleStatus'
import { TranslationStatus as TranslationStatus_3587120a96e0157d0c702d89430314d3 } from '../../../components/admin/TranslationStatus'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { BuildField as BuildField_479e6b3b60b3968fb56ac3dd5efba104 } from '../../../components/admin/BuildField'
import { JsonEntries as JsonEntries_dc4554ab63977bd42dc3cf2a595a5616 } from '../../../components/admin/JsonEntries'
import { ResendMail as ResendMail_c68467db459a943ee5dca59d07906ecd } from '../../../components/admin/ResendMail'
import { LeadReply as LeadReply_f7dc68331c7486e3ee5c192377db85de } from '../../../components/admin/LeadReply'
import { AnswerDueCell as AnswerDueCell_5e2ce070ae941cb3568b0557f25bb462 } from '../../../components/admin/AnswerDueCell'
import { AwaitingAnswerLink as AwaitingAnswerLink_a5077020d69a2da89104f5d2fc905e2a } from '../../../components/admin/AwaitingAnswerLink'
import { ExportCsvButton as ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4 } from '../../../components/admin/ExportCsvButton'
import { TwoFactorField as TwoFactorField_12fce19517c987e93c621d36800b132a } from '@/components/admin/TwoFactorField'
import { RuleRowLabel as RuleRowLabel_f581d047ca885c6ff417263f7ecbca82 } from '../../../components/admin/RuleRowLabel'
import { PrivacyTools as PrivacyTools_ad7e38657e67e664741ed188be808819 } from '../../../components/admin/PrivacyTools'
import { TwoFactorNotice as TwoFactorNotice_ff60b7d5e216aaecac24e5ad76ab73cf } from '../../../components/admin/TwoFactorNotice'
import { LeadsChart as LeadsChart_fb1705b0a1baa9ba951abf965c8b7ec6 } from '../../../components/admin/LeadsChart'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_84e236b12a4a5c2aae10e2ba75b79381 } from '../../../components/admin/SignInView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/ScheduleStatus#ScheduleStatus": ScheduleStatus_df546b866e170eaa9eb02d5c89cb2c7b,
  "/components/admin/TranslationStatus#TranslationStatus": TranslationStatus_3587120a96e0157d0c702d89430314d3,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/components/admin/BuildField#BuildField": BuildField_479e6b3b60b3968fb56ac3dd5efba104,
  "/components/admin/JsonEntries#JsonEntries": JsonEntries_dc4554ab63977bd42dc3cf2a595a5616,
  "/components/admin/ResendMail#ResendMail": ResendMail_c68467db459a943ee5dca59d07906ecd,
  "/components/admin/LeadReply#LeadReply": LeadReply_f7dc68331c7486e3ee5c192377db85de,
  "/components/admin/AnswerDueCell#AnswerDueCell": AnswerDueCell_5e2ce070ae941cb3568b0557f25bb462,
  "/components/admin/AwaitingAnswerLink#AwaitingAnswerLink": AwaitingAnswerLink_a5077020d69a2da89104f5d2fc905e2a,
  "/components/admin/ExportCsvButton#ExportCsvButton": ExportCsvButton_2dfe7781dd7a6a92ade5b2e032cf2af4,
  "@/components/admin/TwoFactorField#TwoFactorField": TwoFactorField_12fce19517c987e93c621d36800b132a,
  "/components/admin/RuleRowLabel#RuleRowLabel": RuleRowLabel_f581d047ca885c6ff417263f7ecbca82,
  "/components/admin/PrivacyTools#PrivacyTools": PrivacyTools_ad7e38657e67e664741ed188be808819,
  "/components/admin/TwoFactorNotice#TwoFactorNotice": TwoFactorNotice_ff60b7d5e216aaecac24e5ad76ab73cf,
  "/components/admin/LeadsChart#LeadsChart": LeadsChart_fb1705b0a1baa9ba951abf965c8b7ec6,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/components/admin/SignInView#SignInView": SignInView_84e236b12a4a5c2aae10e2ba75b79381,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
