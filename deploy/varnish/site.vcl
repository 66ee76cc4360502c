# What differs per deployment: where the shop (or the load balancer in front of its instances) answers, and
# which addresses may purge (the shop instances). Edit to fit; tests/api/cluster.test.ts writes its own.
backend default {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
}

acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}
