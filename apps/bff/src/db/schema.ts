import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  role: 'Free' | 'Pro' | 'Admin';
  account_type: 'professional' | 'enterprise' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ToolsTable {
  id: string;
  category: string;
  logo_url: string | null;
  url: string;
  github_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ToolTranslationsTable {
  tool_id: string;
  locale: 'en' | 'fr';
  name: string;
  description: string;
  tags: string[];
  header_image: string | null;
  introduction: string | null;
  body: string | null;
  conclusion: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
}

export interface RatingsTable {
  id: Generated<string>;
  tool_id: string;
  user_id: string;
  rating: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<string>;
  tool_id: string;
  user_id: string | null;
  content: string;
  created_at: Timestamp;
}

export interface InquiriesTable {
  id: Generated<string>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  inquiry_type: 'general' | 'enterprise';
  message: string;
  locale: 'en' | 'fr';
  created_at: Timestamp;
}

export interface DevMailTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  sent_at: Timestamp;
}

export interface DB {
  profiles: ProfilesTable;
  tools: ToolsTable;
  tool_translations: ToolTranslationsTable;
  ratings: RatingsTable;
  comments: CommentsTable;
  inquiries: InquiriesTable;
  dev_mail: DevMailTable;
}

export type Profile = Selectable<ProfilesTable>;
