# The operating system's answers to a file's read or write, in the reader's language
# (`i18n::os_reason`). English keeps the system's own words ("No such file or directory (os
# error 2)"); these are its Dutch and German counterparts, and the English for the record.
os-not-found = no such file or folder
os-permission-denied = permission denied
os-already-exists = it exists already
os-storage-full = the disk is full
os-quota-exceeded = the disk quota is used up
os-read-only = the file system is read-only
os-is-a-directory = it is a folder
os-not-a-directory = a part of the path is not a folder
os-not-utf8 = the file is not UTF-8 text
os-too-large = the file is too large
os-broken-pipe = the reader closed the pipe
