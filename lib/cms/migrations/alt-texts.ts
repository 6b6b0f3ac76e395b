/**
 * Yachts and posts stop holding alt texts of their own: a picture is described by its own alt text, so choosing
 * another picture brings its words. What an editor had written on a yacht's hero, a gallery item or a post's
 * featured picture becomes that picture's alt text in the same language (when two records described one picture
 * differently, the last of the three statements, then the greatest text, wins). The same SQL runs on SQLite and
 * PostgreSQL.
 */
const FROM_RECORDS = [
  `SELECT max(l.hero_image_alt) AS alt, l._locale, y.hero_image_id AS media
     FROM yachts_locales l JOIN yachts y ON y.id = l._parent_id
    WHERE y.hero_image_id IS NOT NULL AND coalesce(l.hero_image_alt, '') <> ''
    GROUP BY l._locale, y.hero_image_id`,
  `SELECT max(l.alt) AS alt, l._locale, g.image_id AS media
     FROM yachts_gallery_locales l JOIN yachts_gallery g ON g.id = l._parent_id
    WHERE g.image_id IS NOT NULL AND coalesce(l.alt, '') <> ''
    GROUP BY l._locale, g.image_id`,
  `SELECT max(l.featured_image_alt) AS alt, l._locale, p.featured_image_id AS media
     FROM posts_locales l JOIN posts p ON p.id = l._parent_id
    WHERE p.featured_image_id IS NOT NULL AND coalesce(l.featured_image_alt, '') <> ''
    GROUP BY l._locale, p.featured_image_id`,
]

/** The statements that give each picture the alt text its records held, run before their columns go. */
export const carryAltTextsToPictures = FROM_RECORDS.map(
  (select) => `INSERT INTO media_locales (alt, _locale, _parent_id)
SELECT alt, _locale, media FROM (${select}) AS described WHERE true
ON CONFLICT (_locale, _parent_id) DO UPDATE SET alt = excluded.alt`,
)
