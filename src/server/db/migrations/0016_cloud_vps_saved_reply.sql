-- Custom SQL migration file, put your code below! --
-- The seeded cloud VPS follow-up read "our {service} cloud VPS", and a cloud VPS enquiry's {service}
-- is "cloud VPS" itself: reworded, unless staff have changed it already.
UPDATE "saved_replies" SET "body" = E'Hello {name},\n\nThank you for your interest in our {service} hosting. We have prepared a quote for it and would be glad to go through it with you.\n\nIs there anything you would like us to change (resources, location, backups, contract length) before we send the final offer?\n\nBest regards,\n{company}'
WHERE "title" = 'Cloud VPS: quote follow-up'
  AND "body" = E'Hello {name},\n\nThank you for your interest in our {service} cloud VPS. We have prepared a quote for it and would be glad to go through it with you.\n\nIs there anything you would like us to change (resources, location, backups, contract length) before we send the final offer?\n\nBest regards,\n{company}';
