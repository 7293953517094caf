-- Exporting and scheduling reports becomes a permission of its own (200:11) instead of coming
-- with reading a report. Groups that already act on applications or manage users keep it;
-- read-only groups (only navigation and data permissions) lose it.
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, 11
  FROM group_permissions p
 WHERE p.category_id = 1 OR (p.category_id = 200 AND p.rule_id = 2)
ON CONFLICT DO NOTHING;
