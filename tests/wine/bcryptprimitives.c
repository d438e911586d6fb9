/* A stand-in for bcryptprimitives.dll, for the tests under Wine 8 (Debian
 * 12), which lacks it. Windows 10 and later have the DLL, whose ProcessPrng
 * Rust's standard library calls for random numbers (the keys of its hash
 * maps); this one asks the generator Windows has long had, RtlGenRandom
 * (advapi32's SystemFunction036). tests/dist.rs builds it with mingw-w64
 * and puts it in the Wine prefix when the prefix has none. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
