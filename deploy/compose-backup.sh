#!/bin/sh
# A backup of the compose shop (README "Deploying"), made inside the shop-a container into the backups volume,
# then copied to a directory of this host, from where rsync or rclone takes it off the machine.
#   deploy/compose-backup.sh [host directory, default /var/backups/orchid-mall]
# Keeps 2 days in the volume and 14 on the host. Crontab: 15 3 * * * /srv/orchid-mall/deploy/compose-backup.sh
set -eu
cd "$(dirname "$0")"
target=${1:-/var/backups/orchid-mall}
name=$(date +%Y-%m-%dT%H%M)
mkdir -p "$target"
chmod 700 "$target"
docker compose exec -T shop-a npm run --silent ops -- backup "/backups/$name"
docker compose cp "shop-a:/backups/$name" "$target/$name"
docker compose exec -T shop-a find /backups -mindepth 1 -maxdepth 1 -mtime +2 -exec rm -rf {} +
find "$target" -mindepth 1 -maxdepth 1 -type d -mtime +14 -exec rm -rf {} +
echo "backup: $target/$name"
