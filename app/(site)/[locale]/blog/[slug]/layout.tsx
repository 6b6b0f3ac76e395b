export { LanguageOfSegment as default } from '@/components/layout/LanguageOfSegment'
