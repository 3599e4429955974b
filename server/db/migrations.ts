/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many have run. Never edit a
 * migration that has shipped: append a new one.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    libelle_fr TEXT NOT NULL,
    libelle_en TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    description_fr TEXT NOT NULL,
    description_en TEXT NOT NULL DEFAULT '',
    cover_image TEXT,
    published_at INTEGER NOT NULL,
    author_name TEXT,
    category_id INTEGER REFERENCES categories(id) ON DELETE SET NULL,
    -- titles and bodies of both languages, HTML stripped, lower case, without diacritics
    search_text TEXT NOT NULL,
    -- title_fr lower case without diacritics, so that 'Éducation' sorts among the E
    title_sort TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX articles_published_at ON articles(published_at);
  CREATE INDEX articles_category ON articles(category_id, published_at);
  CREATE INDEX articles_title_sort ON articles(title_sort);

  CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    visitor_name TEXT NOT NULL,
    visitor_email TEXT NOT NULL,
    content TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('published', 'pending')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX comments_article ON comments(article_id, status, created_at);

  CREATE TABLE hero_slides (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    sort_order INTEGER NOT NULL,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    description_fr TEXT NOT NULL,
    description_en TEXT NOT NULL DEFAULT '',
    image_url TEXT,
    image TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE presentation_videos (
    id INTEGER PRIMARY KEY,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    video_url TEXT NOT NULL,
    thumbnail TEXT,
    is_active INTEGER NOT NULL DEFAULT 1,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    description_fr TEXT NOT NULL,
    description_en TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    event_date INTEGER NOT NULL,
    image_url TEXT,
    is_featured INTEGER NOT NULL DEFAULT 0,
    registration_link TEXT
  );
  CREATE INDEX events_date ON events(event_date);

  CREATE TABLE projects (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    image TEXT,
    link TEXT NOT NULL,
    stats TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE focus_items (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    slug TEXT UNIQUE,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    description_fr TEXT NOT NULL,
    description_en TEXT NOT NULL DEFAULT '',
    category_fr TEXT NOT NULL DEFAULT '',
    category_en TEXT NOT NULL DEFAULT '',
    image_url TEXT,
    image TEXT,
    gradient TEXT NOT NULL
  );

  CREATE TABLE strategies (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    description_fr TEXT NOT NULL,
    description_en TEXT NOT NULL DEFAULT '',
    image_fr TEXT,
    image_en TEXT,
    image_url TEXT,
    image TEXT
  );

  CREATE TABLE partners (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    name TEXT NOT NULL,
    logo TEXT
  );

  CREATE TABLE odd_sections (
    id INTEGER PRIMARY KEY,
    is_active INTEGER NOT NULL,
    sort_order INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    title_fr TEXT NOT NULL,
    title_en TEXT NOT NULL DEFAULT '',
    left_panel_image_fr TEXT,
    left_panel_image_en TEXT,
    left_panel_description_fr TEXT NOT NULL,
    left_panel_description_en TEXT NOT NULL DEFAULT '',
    right_panel_image_fr TEXT,
    right_panel_image_en TEXT,
    right_panel_description_fr TEXT NOT NULL,
    right_panel_description_en TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE team_members (
    id INTEGER PRIMARY KEY,
    sort_order INTEGER NOT NULL,
    name_fr TEXT NOT NULL,
    name_en TEXT NOT NULL DEFAULT '',
    position_fr TEXT NOT NULL,
    position_en TEXT NOT NULL DEFAULT '',
    bio_fr TEXT NOT NULL,
    bio_en TEXT NOT NULL DEFAULT '',
    image_url TEXT,
    image TEXT,
    linkedin TEXT,
    email TEXT
  );

  -- singleton pages (about, mission, history): one JSON document each
  CREATE TABLE pages (
    key TEXT PRIMARY KEY,
    data TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );
  `, // 2: comment ids never come back (AUTOINCREMENT), so the honeypot can take one as a real post would; post
  // counts of the rate limit live here, so a restart does not reset them.
  `
  CREATE TABLE comments_v2 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    visitor_name TEXT NOT NULL,
    visitor_email TEXT NOT NULL,
    content TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('published', 'pending')),
    created_at INTEGER NOT NULL
  );
  INSERT INTO comments_v2 (id, article_id, visitor_name, visitor_email, content, status, created_at)
    SELECT id, article_id, visitor_name, visitor_email, content, status, created_at FROM comments;
  DROP TABLE comments;
  ALTER TABLE comments_v2 RENAME TO comments;
  CREATE INDEX comments_article ON comments(article_id, status, created_at);

  CREATE TABLE comment_posts (
    at INTEGER NOT NULL,
    address TEXT NOT NULL,
    network TEXT NOT NULL
  );
  CREATE INDEX comment_posts_address ON comment_posts(address, at);
  CREATE INDEX comment_posts_network ON comment_posts(network, at);
  CREATE INDEX comment_posts_at ON comment_posts(at);
  `,
  // Projects in English beside the old back-end's French-only fields (the site reads `<field>_en` when sent).
  `
  ALTER TABLE projects ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
  ALTER TABLE projects ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
  ALTER TABLE projects ADD COLUMN stats_en TEXT NOT NULL DEFAULT '';
  `,
  // A form token serves one post: the tokens used, kept until they would have expired anyway. Double posts are
  // found on a normalised copy of the text (comment_duplicate_key(), registered by server/db/open.ts).
  `
  CREATE TABLE used_form_tokens (
    id TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE INDEX used_form_tokens_expiry ON used_form_tokens(expires_at);

  ALTER TABLE comments ADD COLUMN content_key TEXT NOT NULL DEFAULT '';
  UPDATE comments SET content_key = comment_duplicate_key(content);
  CREATE INDEX comments_duplicate ON comments(article_id, content_key, created_at);
  `,
  // The contact form's messages, deleted after a year (server/store/contact-messages.ts), and its post counts
  // for the rate limit, apart from the comments' so one form cannot use up the other's allowance.
  `
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    language TEXT NOT NULL CHECK (language IN ('fr', 'en')),
    created_at INTEGER NOT NULL
  );
  CREATE INDEX contact_messages_created ON contact_messages(created_at);

  CREATE TABLE contact_posts (
    at INTEGER NOT NULL,
    address TEXT NOT NULL,
    network TEXT NOT NULL
  );
  CREATE INDEX contact_posts_address ON contact_posts(address, at);
  CREATE INDEX contact_posts_network ON contact_posts(network, at);
  CREATE INDEX contact_posts_at ON contact_posts(at);
  `,
  // The same contact message is stored once (server/store/contact-messages.ts): a key of its e-mail, subject
  // and text, computed here for the messages already stored (contact_message_key(), server/db/open.ts).
  `
  ALTER TABLE contact_messages ADD COLUMN message_key TEXT NOT NULL DEFAULT '';
  UPDATE contact_messages SET message_key = contact_message_key(email, subject, message);
  CREATE INDEX contact_messages_duplicate ON contact_messages(message_key, created_at);
  `,
]
